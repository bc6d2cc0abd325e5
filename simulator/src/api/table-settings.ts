// /table_user_settings: saved views. System views are seen and saved only with Manage System, and
// saving a system view always clears is_default.
import { ApiError } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import type { TableUserSetting } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

const managesSystem = (auth: AuthContext) => auth.can('Manage', 'System');
const visibleTo = (auth: AuthContext) => (view: TableUserSetting) =>
  view.is_system ? managesSystem(auth) : view.user_id === auth.user.id;
const publicView = ({ user_id: _owner, ...view }: TableUserSetting) => view;

function editable(auth: AuthContext, view: TableUserSetting | undefined, id: number): TableUserSetting {
  if (!view || !visibleTo(auth)(view)) throw new ApiError(404, `Saved view ${id} not found`, 'not_found');
  return view;
}

export const tableSettingHandlers: ApiHandlers = {
  listTableUserSettings: ({ auth, services, query }) =>
    services.store.data.tableSettings
      .filter(visibleTo(auth))
      .filter((view) => !query.table_id || view.table_id === query.table_id)
      .sort((a, b) => Number(b.is_system) - Number(a.is_system) || a.name.localeCompare(b.name))
      .map(publicView),
  createTableUserSetting: ({ auth, services, body }) => {
    const input = body.table_user_setting;
    if (input.is_system && !managesSystem(auth)) throw new ApiError(403, 'Only users with Manage System can save system views', 'forbidden');
    const view: TableUserSetting = {
      id: services.store.nextId('tableSettings'),
      user_id: auth.user.id,
      table_id: input.table_id,
      name: input.name.trim(),
      is_system: input.is_system ?? false,
      is_default: input.is_system ? false : (input.is_default ?? false),
      metadata: input.metadata ?? {},
    };
    const views = services.store.data.tableSettings;
    if (view.is_default) views.forEach((v) => { if (v.user_id === auth.user.id && v.table_id === view.table_id) v.is_default = false; });
    views.push(view);
    return publicView(view);
  },
  updateTableUserSetting: ({ auth, services, params, body }) => {
    const views = services.store.data.tableSettings;
    const view = editable(auth, views.find((v) => v.id === params.id), params.id);
    const input = body.table_user_setting;
    if ((input.is_system || view.is_system) && !managesSystem(auth)) throw new ApiError(403, 'Only users with Manage System can save system views', 'forbidden');
    Object.assign(view, {
      table_id: input.table_id,
      name: input.name.trim(),
      is_system: input.is_system ?? view.is_system,
      metadata: input.metadata ?? view.metadata,
    });
    view.is_default = view.is_system ? false : (input.is_default ?? view.is_default);
    return publicView(view);
  },
  deleteTableUserSetting: ({ auth, services, params }) => {
    const data = services.store.data;
    const view = editable(auth, data.tableSettings.find((v) => v.id === params.id), params.id);
    if (view.is_system && !managesSystem(auth)) throw new ApiError(403, 'Only users with Manage System can delete system views', 'forbidden');
    data.tableSettings = data.tableSettings.filter((v) => v !== view);
    return undefined;
  },
};
