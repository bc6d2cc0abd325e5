// Sign-in by redirect: authorization code with PKCE against the configured identity provider.
// Written out (about as long as its configuration for a library would be) to keep the sign-in
// path small; the provider does the hard parts.
import { getConfig } from '../config/config';
import { storageKeys } from '../storage/keys';
import { organizationId, signInSettings, type SignInSettings } from './oidc-settings';
import { randomToken, s256Challenge } from './pkce';
import { safeReturnPath } from './return-path';
import { startSession } from './session';

interface PendingSignIn { state: string; verifier: string; returnTo: string }
interface Discovery { authorization_endpoint: string; token_endpoint: string }

function settings(): SignInSettings {
  const config = getConfig();
  return signInSettings(config, window.location.origin, organizationId(config, sessionStorage));
}

async function discover(authority: string): Promise<Discovery> {
  const response = await fetch(`${authority}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`The identity provider did not answer (${response.status})`);
  return (await response.json()) as Discovery;
}

/** Leaves the app for the identity provider; `returnTo` waits in this tab's session storage. */
export async function startSignIn(returnTo: string): Promise<void> {
  const current = settings();
  const discovery = await discover(current.authority);
  const pending: PendingSignIn = { state: randomToken(16), verifier: randomToken(), returnTo: safeReturnPath(returnTo) };
  sessionStorage.setItem(storageKeys.pendingSignIn, JSON.stringify(pending));
  const query = new URLSearchParams({ ...current.params, state: pending.state, code_challenge: await s256Challenge(pending.verifier), code_challenge_method: 'S256' });
  window.location.assign(`${discovery.authorization_endpoint}?${query}`);
}

/** Finishes the code exchange on the callback page and returns where to go next. */
export async function completeSignIn(callbackUrl: string): Promise<string> {
  const params = new URL(callbackUrl).searchParams;
  const pending = JSON.parse(sessionStorage.getItem(storageKeys.pendingSignIn) ?? 'null') as PendingSignIn | null;
  sessionStorage.removeItem(storageKeys.pendingSignIn);
  if (!pending || params.get('state') !== pending.state) throw new Error('This sign-in was not started here or has already been used. Please sign in again.');
  const current = settings();
  const { token_endpoint: tokenEndpoint } = await discover(current.authority);
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code', code: params.get('code') ?? '', redirect_uri: current.redirectUri, client_id: current.clientId, code_verifier: pending.verifier,
    }),
  });
  const body = (await response.json()) as { access_token?: string; error_description?: string; error?: string };
  if (!response.ok || !body.access_token) throw new Error(body.error_description ?? body.error ?? `Sign-in failed (${response.status})`);
  startSession(body.access_token);
  return pending.returnTo;
}

/** "Sign-In Again" after a login error: the organisation from the link may be the wrong one. */
export async function signInAgain(): Promise<void> {
  sessionStorage.removeItem(storageKeys.organizationId);
  await startSignIn('/');
}
