import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { currentUserQueryKey, currentUserQueryOptions, type CurrentUser } from '../features/auth/api/get-current-user';
import { ApiError } from '../lib/api/api-error';
import { getAuthToken } from '../lib/auth/session';
import { safeReturnPath } from '../lib/auth/return-path';
import { broadcastDivisionChanged } from '../lib/division/division-events';
import { resolveDivision } from '../lib/division/division-rules';
import { storedDivisionId, useDivisionStore } from '../lib/division/division-store';
import { loginPath } from './paths';
import type { PageModule, RouteHandle } from './routes/table/route-meta';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Without a token go to /login; otherwise the current user (loaded once, then cached). */
async function ensureUser(queryClient: QueryClient, request: Request): Promise<CurrentUser> {
  if (!getAuthToken()) throw redirect(loginPath(pathOf(request)));
  try {
    return await queryClient.ensureQueryData(currentUserQueryOptions());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginPath(pathOf(request)));
    throw error;
  }
}

/**
 * Secured layouts: the current user is loaded before the layout renders, so every secured page
 * can rely on it.
 */
export function requireSession(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    await ensureUser(queryClient, request);
    return null;
  };
}

/**
 * Division rules of a secured route (spec section 2): settle the working division (URL, tab,
 * remembered choice, then the fallback chain), and give no-division routes the current division
 * in their query.
 */
function applyDivisionRules(queryClient: QueryClient, user: CurrentUser, handle: RouteHandle, request: Request): void {
  const url = new URL(request.url);
  const store = useDivisionStore.getState();
  const next = resolveDivision({
    user,
    fromUrl: handle.divisionRequired ? url.searchParams.get('division_id') : null,
    current: store.divisionId,
    stored: storedDivisionId(),
    allowAll: handle.allowAll,
  });
  if (next !== store.divisionId) {
    const previous = store.divisionId;
    store.setDivision(next);
    if (previous !== null) {
      // Cached lists were fetched for the old division (division_id is not part of query keys).
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== currentUserQueryKey[1] });
      broadcastDivisionChanged({ divisionId: next, previous });
    }
  }
  if (!handle.divisionRequired && !url.searchParams.has('division_id')) {
    // Appended by hand: URLSearchParams would re-encode the brackets of table filters.
    throw redirect(`${url.pathname}${url.search ? `${url.search}&` : '?'}division_id=${encodeURIComponent(next)}${url.hash}`);
  }
}

/** Every page: sign-in and division rules when secured, then the page module's own loader. */
export function pageLoader(
  queryClient: QueryClient,
  handle: RouteHandle,
  page: () => Promise<PageModule>,
  extra?: LoaderFunction,
): LoaderFunction {
  return async (args) => {
    if (handle.secured) applyDivisionRules(queryClient, await ensureUser(queryClient, args.request), handle, args.request);
    if (extra) {
      const result: unknown = await extra(args);
      if (result !== null && result !== undefined) return result;
    }
    // A page whose code does not load has no loader to run here: its route's component says so
    // in the page area and loads the code again (page-code.tsx). Thrown here, the failure went to
    // the root error page, which replaced the whole app and ended a running video visit.
    const loader = await page().then((module) => module.loader, () => undefined);
    return loader ? loader(args) : null;
  };
}

/** A signed-in user who opens /login goes on to where they were heading. */
export function redirectSignedIn({ request }: LoaderFunctionArgs) {
  if (getAuthToken()) throw redirect(safeReturnPath(new URL(request.url).searchParams.get('redirect')));
  return null;
}
