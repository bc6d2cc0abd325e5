import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

export type TableUserSetting = components['schemas']['TableUserSetting'];

export const tableUserSettingsQueryKey = (tableId: string) => apiQueryKey('get', '/table_user_settings', { table_id: tableId });

export async function listTableUserSettings(tableId: string, signal?: AbortSignal): Promise<TableUserSetting[]> {
  return unwrap(await apiClient().GET('/table_user_settings', { params: { query: { table_id: tableId } }, signal }));
}

export function tableUserSettingsQueryOptions(tableId: string) {
  return queryOptions({ queryKey: tableUserSettingsQueryKey(tableId), queryFn: ({ signal }) => listTableUserSettings(tableId, signal) });
}

export function useTableUserSettings(tableId: string) {
  return useQuery(tableUserSettingsQueryOptions(tableId));
}
