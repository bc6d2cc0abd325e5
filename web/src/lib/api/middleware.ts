import type { Middleware } from 'openapi-fetch';
import { getAuthToken, getSessionId } from '../auth/session';
import { currentDivisionId } from '../division/division-store';

export interface SessionMiddlewareOptions {
  /** Called on any 401: the token is gone or expired. */
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
    onResponse({ response }) {
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
