import { UserManager } from 'oidc-client-ts';
import { getConfig } from '../config/config';
import { storageKeys } from '../storage/keys';
import { oidcSettings, organizationId } from './oidc-settings';
import { safeReturnPath } from './return-path';
import { startSession } from './session';

// Built per call: the organisation can change between calls (/h/{orgId}, "Sign-In Again").
function userManager(): UserManager {
  const config = getConfig();
  return new UserManager(oidcSettings(config, window.location.origin, organizationId(config, sessionStorage)));
}

/** Leaves the app for the identity provider; `returnTo` rides along in the OIDC state. */
export async function startSignIn(returnTo: string): Promise<void> {
  await userManager().signinRedirect({ state: { returnTo: safeReturnPath(returnTo) } });
}

/** Finishes the code + PKCE exchange on the callback page and returns where to go next. */
export async function completeSignIn(): Promise<string> {
  const user = await userManager().signinRedirectCallback();
  startSession(user.access_token);
  const state = user.state as { returnTo?: unknown } | undefined;
  return safeReturnPath(state?.returnTo);
}

/** "Sign-In Again" after a login error: the organisation from the link may be the wrong one. */
export async function signInAgain(): Promise<void> {
  sessionStorage.removeItem(storageKeys.organizationId);
  await startSignIn('/');
}
