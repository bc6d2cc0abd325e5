import type { Middleware } from 'openapi-fetch';
import { getAuthToken, getSessionId } from '../auth/session';
import { currentDivisionId } from '../division/division-store';
import { isInactivityTimeout, readErrorBody } from './request-errors';
import { emitRequestEvent } from './request-events';
import { closeRequestGate } from './request-gate';

export interface SessionMiddlewareOptions {
  /** Called on a 401 other than an inactivity time-out: the token is gone or expired. */
  onUnauthorized: () => void;
}

/** Adds what every provider call carries: bearer token, Session-Id and division_id. */
export function sessionMiddleware({ onUnauthorized }: SessionMiddlewareOptions): Middleware {
  return {
    onRequest({ request }) {
      const token = getAuthToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      const sessionId = getSessionId();
      if (sessionId) request.headers.set('Session-Id', sessionId);
      return withDivision(request, currentDivisionId());
    },
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

// A call that passes division_id itself (e.g. realtime auth always uses '*') keeps it.
function withDivision(request: Request, divisionId: string): Request {
  const url = new URL(request.url);
  if (url.searchParams.has('division_id')) return request;
  // Appended by hand: URLSearchParams would re-encode the brackets of the other parameters.
  url.search = `${url.search ? `${url.search}&` : '?'}division_id=${encodeURIComponent(divisionId)}`;
  return new Request(url, request);
}
