// /table_user_settings: the data table's saved views. A caller lists their own views and their
// organisation's system views; saving, changing or deleting a system view, or setting Is System,
// needs Manage System; saving a system view always clears is_default. Every change goes through
// the saved views collection (saved-views.ts), so Health System › Views shows it in the revisions.
// The metadata is checked as the table's own list call checks its query (view-metadata.ts).
import { ApiError } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Store } from '../store/store.ts';
import type { TableUserSetting } from '../store/types.ts';
import { changeView, checkNameFree, clearOtherDefaults, managesSystem, refuseSystemChange, savedViewCollection, seesView, tableName } from './saved-views.ts';
import { checkRoomFor, checkStoredSize, MAX_VIEWS } from './stored-size.ts';
import type { ApiHandlers } from './types.ts';
import { checkViewMetadata } from './view-metadata.ts';

const publicView = ({ user_id: _owner, ...view }: TableUserSetting) => view;

function found(auth: AuthContext, store: Store, id: number): TableUserSetting {
  const view = store.data.tableSettings.find((v) => v.id === id);
  if (!view || !seesView(auth, store, view)) throw new ApiError(404, `Saved view ${id} not found`, 'not_found');
  return view;
}

export const tableSettingHandlers: ApiHandlers = {
  listTableUserSettings: ({ auth, services: { store }, query }) =>
    store.data.tableSettings
      .filter((view) => seesView(auth, store, view))
      .filter((view) => !query.table_id || view.table_id === query.table_id)
      .sort((a, b) => Number(b.is_system) - Number(a.is_system) || a.name.localeCompare(b.name))
      .map(publicView),
  createTableUserSetting: async (ctx) => {
    const { auth, services: { store }, body } = ctx;
    const input = body.table_user_setting;
    if (input.is_system && !managesSystem(auth)) throw new ApiError(403, 'Only users with Manage System can save system views', 'forbidden');
    const isSystem = input.is_system ?? false;
    checkStoredSize('body.table_user_setting.metadata', input.metadata ?? {});
    checkViewMetadata(ctx, input.table_id, input.metadata ?? {}, 'body.table_user_setting.metadata', 'body.table_user_setting.table_id');
    checkRoomFor('body.table_user_setting', store.data.tableSettings.filter((v) => v.user_id === auth.user.id).length, MAX_VIEWS, 'saved views');
    const view: TableUserSetting = {
      id: store.nextId('tableSettings'), user_id: auth.user.id, table_id: input.table_id, name: input.name.trim(),
      is_system: isSystem, is_default: isSystem ? false : (input.is_default ?? false), metadata: input.metadata ?? {},
    };
    checkNameFree(store, view, 'body.table_user_setting.name');
    clearOtherDefaults(store, view);
    store.data.tableSettings.push(view);
    // The table by its name, as the list's Table column reads (a created view's revision showed its id).
    await savedViewCollection.created(ctx, view, { table: tableName(view.table_id), name: view.name, is_default: view.is_default, is_system: view.is_system });
    return publicView(view);
  },
  updateTableUserSetting: async (ctx) => {
    const { auth, services: { store }, params, body } = ctx;
    const view = found(auth, store, params.id);
    const input = body.table_user_setting;
    refuseSystemChange(auth, view, input.is_system);
    if (input.metadata) {
      checkStoredSize('body.table_user_setting.metadata', input.metadata);
      // The view's own table: an update does not move a view to another table.
      checkViewMetadata(ctx, view.table_id, input.metadata, 'body.table_user_setting.metadata', 'body.table_user_setting.table_id');
    }
    await savedViewCollection.update(ctx, view, (edit) => {
      // The metadata (filters, order, columns) is the table's state, not a field a person reads in a
      // diff; set inside the edit, so a refused change leaves it as it was too.
      if (input.metadata) view.metadata = input.metadata;
      changeView(store, view, input, edit, 'body.table_user_setting.name');
    });
    return publicView(view);
  },
  deleteTableUserSetting: async (ctx) => {
    const { auth, services: { store }, params } = ctx;
    const view = found(auth, store, params.id);
    refuseSystemChange(auth, view, undefined, 'delete');
    store.data.tableSettings = store.data.tableSettings.filter((v) => v !== view);
    await savedViewCollection.removed(ctx, view);
    return undefined;
  },
};
