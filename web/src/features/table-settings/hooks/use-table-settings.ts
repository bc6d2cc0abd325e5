// Adapters the generic data table takes: saved views of one table and the per-page preference.
import type { PerPage, PerPagePreference, SavedViewsAdapter } from '../../../components/data-table/types';
import { PER_PAGE_CHOICES } from '../../../components/data-table/types';
import { serverErrors } from '../../../lib/resources/server-errors';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useTableUserSettings } from '../api/list-table-user-settings';
import { useSaveTableUserSetting } from '../api/save-table-user-setting';
import { usePutTablePreference, useTablePreferenceQuery } from '../api/table-preference';

export function useSavedViews(tableId: string, canManageSystem: boolean): SavedViewsAdapter | undefined {
  const views = useTableUserSettings(tableId);
  const save = useSaveTableUserSetting();
  if (!views.data) return undefined;
  return {
    views: views.data,
    canManageSystem,
    save: (view) => save.mutateAsync({ ...view, table_id: tableId }),
    saveErrors: (error) => {
      const { fields: { name, ...fields }, rest } = serverErrors(error, 'table_user_setting');
      return { name, other: [...Object.values(fields), ...rest] };
    },
  };
}

const perPageOf = (value: unknown): PerPage | null =>
  (PER_PAGE_CHOICES as readonly number[]).includes(Number(value)) ? (Number(value) as PerPage) : null;

/** The user's own rows per page, else their health system's (Health System › Page Preferences). */
export function useTablePerPage(): PerPagePreference {
  const preference = useTablePreferenceQuery();
  const put = usePutTablePreference();
  const healthSystem = useCurrentUser().hospital.default_per_page;
  return {
    perPage: perPageOf(preference.data?.per_page) ?? perPageOf(healthSystem),
    setPerPage: (perPage) => put.mutate({ per_page: perPage }),
  };
}
