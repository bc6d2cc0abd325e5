// The `table` user preference (per_page). A 404 counts as empty settings; a failed call is ignored.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { apiQueryKey } from '../../../lib/api/query-key';

export type TablePreference = { per_page?: number };

export const tablePreferenceQueryKey = apiQueryKey('get', '/user_preferences/{key}', { key: 'table' });

export async function getTablePreference(signal?: AbortSignal): Promise<TablePreference> {
  try {
    const { data, response } = await apiClient().GET('/user_preferences/{key}', { params: { path: { key: 'table' } }, signal });
    return response.ok && data ? (data.settings as TablePreference) : {};
  } catch {
    return {};
  }
}

export async function putTablePreference(settings: TablePreference): Promise<void> {
  try {
    await apiClient().PUT('/user_preferences/{key}', { params: { path: { key: 'table' } }, body: { user_preference: { settings } } });
  } catch {
    // A failed preference call is ignored (section 7).
  }
}

export function tablePreferenceQueryOptions() {
  return queryOptions({ queryKey: tablePreferenceQueryKey, queryFn: ({ signal }) => getTablePreference(signal), staleTime: Infinity });
}

export function useTablePreferenceQuery() {
  return useQuery(tablePreferenceQueryOptions());
}

export function usePutTablePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTablePreference,
    onMutate: (settings) => queryClient.setQueryData(tablePreferenceQueryKey, settings),
  });
}
