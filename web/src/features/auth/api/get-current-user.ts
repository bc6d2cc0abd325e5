import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { expectShape, isRecord } from '../../../lib/api/answer-shape';
import { apiQueryKey } from '../../../lib/api/query-key';

export type CurrentUser = components['schemas']['CurrentUser'];

export const currentUserQueryKey = apiQueryKey('get', '/users/current');

const USER_UNREADABLE = 'Your account details could not be read. Please reload the page; if it happens again, tell your administrator.';
const USER_LISTS = ['divisions', 'permissions', 'staff_types', 'virtual_request_types', 'enabled_flags'] as const;

/**
 * What the shell reads of the user while it is drawn (header, menu, permissions, division picker):
 * an answer without it is not taken. On a reload (user-updated) the user last read stays and the
 * shell and a running video visit go on; at sign-in the app's error page says so.
 */
function isCurrentUser(value: unknown): boolean {
  return isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string' && isRecord(value.role) && isRecord(value.hospital)
    && USER_LISTS.every((list) => Array.isArray(value[list]));
}

export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const answer: unknown = unwrap(await apiClient().GET('/users/current', { signal }));
  return expectShape<CurrentUser>(answer, isCurrentUser, USER_UNREADABLE);
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => getCurrentUser(signal) });
}

/** Secured routes load the user before rendering, so the data is always there. */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQueryOptions()).data;
}
