import type { Middleware } from 'openapi-fetch';
import { getAuthToken, getSessionId } from '../auth/session';
import { isInactivityTimeout, readErrorBody } from './request-errors';
import { emitRequestEvent } from './request-events';
import { closeRequestGate } from './request-gate';

export interface SessionMiddlewareOptions {
  /** Called on a 401 other than an inactivity time-out: the token is gone or expired. */
  onUnauthorized: () => void;
}

/**
 * The headers every provider call carries: bearer token and Session-Id (division_id goes in with
 * the query, client.ts: a new Request for another URL would turn the body into a stream). Set on
 * the way into fetch, not in an openapi-fetch onRequest: that one is awaited, and the microtask it
 * takes lets a render React queued first (a tile's "connecting") run before the call leaves.
 */
export function withSessionHeaders(request: Request): Request {
  const token = getAuthToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  const sessionId = getSessionId();
  if (sessionId) request.headers.set('Session-Id', sessionId);
  return request;
}

/** What an answer means for the session: a 401 or an inactivity time-out. */
export function sessionMiddleware({ onUnauthorized }: SessionMiddlewareOptions): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return;
      // An inactivity time-out is not "sign in again at once": the user is told first (by the
      // session shell, when it is on screen), and nothing else goes out meanwhile.
      if (isInactivityTimeout(await readErrorBody(response))) {
        if (closeRequestGate() && emitRequestEvent('sessionExpired') === 0) onUnauthorized();
        return;
      }
      if (response.status === 401) onUnauthorized();
    },
  };
}
