import { REQUEST_TIMEOUT_MS, RequestCancelledError, RequestTimeoutError } from './request-errors';
import { emitRequestEvent } from './request-events';
import { isRequestGateClosed, trackRequest } from './request-gate';

export type FetchLike = (request: Request) => Promise<Response>;

/**
 * The fetch every API call goes through: a time-out, cancellation once the session expired,
 * and request events for the loading indicator, activity tracking and error reporting.
 */
export function guardedFetch(base: FetchLike = (request) => globalThis.fetch(request), timeoutMs = REQUEST_TIMEOUT_MS): FetchLike {
  return async (request) => {
    if (isRequestGateClosed()) throw new RequestCancelledError();
    const controller = new AbortController();
    const abortWithCaller = () => controller.abort(request.signal.reason);
    request.signal.addEventListener('abort', abortWithCaller);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const untrack = trackRequest(controller);
    emitRequestEvent('started');
    try {
      const response = await base(await withSignal(request, controller.signal));
      if (!isRequestGateClosed()) emitRequestEvent('response', response);
      return response;
    } catch (error) {
      if (timedOut) {
        const timeout = new RequestTimeoutError(request.url);
        emitRequestEvent('networkError', timeout);
        throw timeout;
      }
      if (isRequestGateClosed()) throw new RequestCancelledError();
      // The caller gave up (navigation, unmount): nothing went wrong.
      if (request.signal.aborted) throw error;
      const failure = error instanceof Error ? error : new Error(String(error));
      emitRequestEvent('networkError', failure);
      throw failure;
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', abortWithCaller);
      untrack();
      emitRequestEvent('finished');
    }
  };
}

// `new Request(request, { signal })` would turn a body into a stream, and Chromium sends stream
// bodies only over HTTP/2 (ERR_ALPN_NEGOTIATION_FAILED on HTTP/1.1): buffer it instead.
async function withSignal(request: Request, signal: AbortSignal): Promise<Request> {
  const body = request.body === null ? undefined : await request.blob();
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrer: request.referrer,
    referrerPolicy: request.referrerPolicy,
    integrity: request.integrity,
    keepalive: request.keepalive,
    mode: request.mode,
  });
}
