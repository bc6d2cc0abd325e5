import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { unwrap } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { apiQueryKey } from '../../../lib/api/query-key';

export type MyCareAssignments = components['schemas']['MyCareAssignments'];
export type CareTransfer = components['schemas']['CareTransfer'];
export type StaffKind = components['schemas']['StaffKind'];

/** The user's own patients come from every division they hold, whatever the working division. */
export const myCareAssignmentsQueryKey = apiQueryKey('get', '/my_care_assignments', { division_id: '*' });

export async function getMyCareAssignments(signal?: AbortSignal): Promise<MyCareAssignments> {
  return unwrap(await apiClient().GET('/my_care_assignments', { params: { query: { division_id: '*' } }, signal }));
}

export const myCareAssignmentsQueryOptions = () => queryOptions({ queryKey: myCareAssignmentsQueryKey, queryFn: ({ signal }) => getMyCareAssignments(signal) });

export const useMyCareAssignments = () => useQuery(myCareAssignmentsQueryOptions());

/** Someone's assignments changed (a transfer, a manager's assignment): the user's list and the managers' table load again. */
export function careAssignmentsChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: myCareAssignmentsQueryKey });
  void queryClient.invalidateQueries({ queryKey: ['get', '/care_assignments'] });
}
