import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

export type CurrentUser = components['schemas']['CurrentUser'];

export const currentUserQueryKey = apiQueryKey('get', '/users/current');

export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return unwrap(await apiClient().GET('/users/current', { signal }));
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => getCurrentUser(signal) });
}

/** Secured routes load the user before rendering, so the data is always there. */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQueryOptions()).data;
}
