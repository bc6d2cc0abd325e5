import { InMemoryWebStorage, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { resolveAuthority, type WebConfig } from '../config/config';
import { storageKeys } from '../storage/keys';
import { AUTH_CALLBACK_PATH } from './return-path';

/** /h/{orgId} picks the organisation for this tab; otherwise the configured default applies. */
export function organizationId(config: WebConfig, session: Storage): string {
  return session.getItem(storageKeys.organizationId) ?? config.oidc.organizationId;
}

export function oidcSettings(config: WebConfig, origin: string, organization: string): UserManagerSettings {
  return {
    authority: resolveAuthority(config.oidc.authority, origin),
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${AUTH_CALLBACK_PATH}`,
    response_type: 'code',
    scope: config.oidc.scope,
    // Shared workstations: always ask who is signing in instead of reusing an IdP session.
    prompt: 'login',
    extraQueryParams: { organization_id: organization },
    // Survives the round trip to the IdP even if the IdP opens in the same tab.
    stateStore: new WebStorageStateStore({ store: localStorage }),
    // Only the access token is kept (AUTH_TOKEN); a second stored copy of the tokens would
    // outlive logout's storage rules, so the library's user record stays in memory.
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  };
}
