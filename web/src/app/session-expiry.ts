import type { DataRouter } from 'react-router';
import { clearAuthToken } from '../lib/auth/session';
import { loginPath, paths } from './paths';

/** Any 401: the token is no good any more, so drop it and sign in again, then come back here. */
export function handleUnauthorized(router: DataRouter): void {
  clearAuthToken();
  const { pathname, search } = router.state.location;
  if (pathname !== paths.login) void router.navigate(loginPath(`${pathname}${search}`));
}
