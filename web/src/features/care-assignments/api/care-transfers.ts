// A transfer's calls: start one (to a colleague of the staff type), acknowledge one sent to you,
// and withdraw or decline one. Each refreshes the user's own assignments.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { apiQueryKey } from '../../../lib/api/query-key';
import { careAssignmentsChanged, type CareTransfer, type StaffKind } from './get-my-care-assignments';

export const colleaguesQueryOptions = (kind: StaffKind) => queryOptions({
  queryKey: apiQueryKey('get', '/care_transfers/colleagues', { staff_kind: kind, division_id: '*' }),
  queryFn: async ({ signal }) => unwrap(await apiClient().GET('/care_transfers/colleagues', { params: { query: { staff_kind: kind, division_id: '*' } }, signal })),
});

export const useColleagues = (kind: StaffKind | null) => useQuery({ ...colleaguesQueryOptions(kind ?? 'virtual_nursing'), enabled: kind !== null });

export async function createCareTransfer(kind: StaffKind, toUserId: number): Promise<CareTransfer> {
  return unwrap(await apiClient().POST('/care_transfers', { params: { query: { division_id: '*' } }, body: { care_transfer: { staff_kind: kind, to_user_id: toUserId } } }));
}

export async function acceptCareTransfer(id: number): Promise<CareTransfer> {
  return unwrap(await apiClient().POST('/care_transfers/{id}/accept', { params: { path: { id }, query: { division_id: '*' } } }));
}

export async function cancelCareTransfer(id: number): Promise<CareTransfer> {
  return unwrap(await apiClient().POST('/care_transfers/{id}/cancel', { params: { path: { id }, query: { division_id: '*' } } }));
}

/** One of the three calls; the refusal's reason is shown where the call was made. */
export function useTransferCall<A>(call: (args: A) => Promise<CareTransfer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, meta: { handlesErrors: true }, onSuccess: () => careAssignmentsChanged(queryClient) });
}
