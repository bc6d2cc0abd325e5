import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentUserQueryOptions } from '../features/auth/api/get-current-user';
import { ApiError } from '../lib/api/api-error';
import { getAuthToken } from '../lib/auth/session';
import { safeReturnPath } from '../lib/auth/return-path';
import { useDivisionStore } from '../lib/division/division-store';
import { loginPath } from './paths';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * Secured routes: without a token go to /login; otherwise load the current user before the
 * layout renders, so every secured page can rely on it.
 */
export function requireSession(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!getAuthToken()) throw redirect(loginPath(pathOf(request)));
    try {
      const user = await queryClient.ensureQueryData(currentUserQueryOptions());
      useDivisionStore.getState().adoptUserDefault(user.preferred_division_id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw redirect(loginPath(pathOf(request)));
      throw error;
    }
    return null;
  };
}

/** A signed-in user who opens /login goes on to where they were heading. */
export function redirectSignedIn({ request }: LoaderFunctionArgs) {
  if (getAuthToken()) throw redirect(safeReturnPath(new URL(request.url).searchParams.get('redirect')));
  return null;
}
