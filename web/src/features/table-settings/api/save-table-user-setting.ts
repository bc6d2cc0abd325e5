import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';
import type { TableUserSetting } from './list-table-user-settings';

export type TableUserSettingInput = components['schemas']['TableUserSettingWrite']['table_user_setting'] & { id?: number };

/** Creates a view, or updates it when it has an id. */
export async function saveTableUserSetting({ id, ...input }: TableUserSettingInput): Promise<TableUserSetting> {
  const body = { table_user_setting: input };
  return id === undefined
    ? unwrap(await apiClient().POST('/table_user_settings', { body }))
    : unwrap(await apiClient().PUT('/table_user_settings/{id}', { params: { path: { id } }, body }));
}

export function useSaveTableUserSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTableUserSetting,
    // The Save View dialog and the bar say why a save was refused: not Something Went Wrong as well.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/table_user_settings').slice(0, 2) }),
  });
}
