import { startSession } from './session';

const PARAM = 'api_token';

/**
 * QA scripts and deep links sign in with `?api_token=...`. The token becomes the session token
 * and leaves the address bar at once, so it is neither bookmarked nor shared by accident.
 */
export function consumeApiToken(location: Location, history: History): boolean {
  const url = new URL(location.href);
  const token = url.searchParams.get(PARAM);
  if (!token) return false;
  startSession(token);
  url.searchParams.delete(PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
