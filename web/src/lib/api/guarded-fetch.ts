import { pageGoing } from './page-going';
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
      // Before any await: the call leaves now, not after whatever the page renders meanwhile (a
      // request made from another with only a signal keeps its body as it was, not a stream).
      // keepalive while the page goes (page-going.ts): the call outlives it.
      const response = await base(new Request(request, { signal: controller.signal, ...(pageGoing() ? { keepalive: true } : {}) }));
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
