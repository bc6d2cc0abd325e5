import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { unwrap } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { apiQueryKey } from '../../../lib/api/query-key';
import { useDivisionStore } from '../../../lib/division/division-store';

export type Notification = components['schemas']['Notification'];
type DivisionSelector = components['schemas']['DivisionSelector'];

// The realtime 'group-notification' event invalidates every list by the ['get', '/notifications'] prefix.
export const notificationsQueryPrefix = ['get', '/notifications'] as const;

/** Active and archived notifications together: the bell counts one part, the tabs split them. */
export async function listNotifications(divisionId: DivisionSelector, signal?: AbortSignal): Promise<Notification[]> {
  const result = await apiClient().GET('/notifications', { params: { query: { division_id: divisionId } }, signal });
  return unwrap(result).results;
}

export function notificationsQueryOptions(divisionId: DivisionSelector) {
  return queryOptions({
    queryKey: apiQueryKey('get', '/notifications', { division_id: divisionId }),
    queryFn: ({ signal }) => listNotifications(divisionId, signal),
  });
}

export function useNotifications() {
  const divisionId = useDivisionStore((state) => state.divisionId) ?? '*';
  return useQuery(notificationsQueryOptions(divisionId));
}
