import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { isInactivityTimeout, RequestCancelledError } from '../api/request-errors';
import { onRequestEvent } from '../api/request-events';
import { UNKNOWN_NETWORK_ERROR } from './session-store';

/**
 * The text Something Went Wrong shows for a failed call, or null when the failure is told
 * elsewhere (a 401 signs out, an inactivity time-out has its own dialog, a cancelled call is
 * part of that).
 */
export function failureText(error: unknown): string | null {
  if (error instanceof RequestCancelledError) return null;
  if (error instanceof ApiError) {
    if (error.status === 401 || isInactivityTimeout(error.body)) return null;
    return error.body?.error || UNKNOWN_NETWORK_ERROR;
  }
  return UNKNOWN_NETWORK_ERROR;
}

function handlesErrors(meta: Record<string, unknown> | undefined): boolean {
  return meta?.handlesErrors === true;
}

// A query answered 4xx with a reason (not found, forbidden, invalid) is the page's to explain;
// server failures and empty answers are not.
function pageExplains(error: ApiError): boolean {
  return error.status < 500 && !!error.body?.error;
}

/**
 * Collects failed calls for Something Went Wrong. Answers with an error status come from the
 * query and mutation caches, after retries, unless the call handles errors itself (`meta:
 * { handlesErrors: true }`, or a mutation with its own onError; a query's 4xx with a reason is
 * left to its page). Time-outs and unreachable servers are reported by the API client, at once.
 */
export function watchFailedCalls(queryClient: QueryClient, report: (message: string) => void): () => void {
  const reportApiError = (error: unknown, fromQuery: boolean) => {
    if (!(error instanceof ApiError) || (fromQuery && pageExplains(error))) return;
    const text = failureText(error);
    if (text) report(text);
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error' || handlesErrors(event.query.meta)) return;
    reportApiError(event.action.error, true);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error' || !event.mutation) return;
    if (handlesErrors(event.mutation.meta) || event.mutation.options.onError) return;
    reportApiError(event.action.error, false);
  });
  const stopNetwork = onRequestEvent('networkError', (error) => {
    const text = failureText(error);
    if (text) report(text);
  });
  return () => {
    stopQueries();
    stopMutations();
    stopNetwork();
  };
}
