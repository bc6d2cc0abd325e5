import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error';
import { UnreadableAnswerError } from './api/answer-shape';

// A 4xx will not fix itself on retry (and a 401 already sent the user to sign in), nor will an
// answer of another shape: it is told at once, and the user may try again.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  if (error instanceof UnreadableAnswerError) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
  },
});
