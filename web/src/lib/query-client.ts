import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error';

// A 4xx will not fix itself on retry (and a 401 already sent the user to sign in).
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
  },
});
