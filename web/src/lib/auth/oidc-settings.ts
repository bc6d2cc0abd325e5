import { resolveAuthority, type WebConfig } from '../config/config';
import { storageKeys } from '../storage/keys';
import { AUTH_CALLBACK_PATH } from './return-path';

/** /h/{orgId} picks the organisation for this tab; otherwise the configured default applies. */
export function organizationId(config: WebConfig, session: Storage): string {
  return session.getItem(storageKeys.organizationId) ?? config.oidc.organizationId;
}

export interface SignInSettings {
  authority: string;
  clientId: string;
  redirectUri: string;
  /** every authorization request parameter except state and the PKCE challenge */
  params: Record<string, string>;
}

export function signInSettings(config: WebConfig, origin: string, organization: string): SignInSettings {
  const redirectUri = `${origin}${AUTH_CALLBACK_PATH}`;
  return {
    authority: resolveAuthority(config.oidc.authority, origin),
    clientId: config.oidc.clientId,
    redirectUri,
    params: {
      response_type: 'code',
      client_id: config.oidc.clientId,
      redirect_uri: redirectUri,
      scope: config.oidc.scope,
      // Shared workstations: always ask who is signing in instead of reusing an IdP session.
      prompt: 'login',
      organization_id: organization,
    },
  };
}
