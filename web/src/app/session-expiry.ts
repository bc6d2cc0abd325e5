import type { DataRouter } from 'react-router';
import { clearAuthToken, getAuthToken } from '../lib/auth/session';
import { currentSession } from '../lib/session/current-session';
import { loginPath, paths } from './paths';

/**
 * Any 401: the token is no good any more, so drop it and sign in again, then come back here.
 * Without a token the user has just logged out: calls still in flight answer 401, and following
 * them would start a new sign-in instead of staying on the login page.
 */
export function handleUnauthorized(router: DataRouter): void {
  if (!getAuthToken()) return;
  clearAuthToken();
  currentSession()?.tellOtherTabsSignedOut();
  const { pathname, search } = router.state.location;
  if (pathname !== paths.login) void router.navigate(loginPath(`${pathname}${search}`));
}
