// Saved views on the generic collection: the data table's saved views (/table_user_settings) as
// Health System › Views administers them. A view belongs to its owner's organisation; a caller
// sees their own views and their organisation's system views (issue 12: a system view is seen by
// everyone), never another user's own. Changing a system view, or Is System, needs Manage System
// (403); a system view is nobody's default (shell §4), and a default view clears its owner's other
// default of the same table. Names are unique where the view menu shows them side by side
// (checkNameFree). The table's own saves (table-settings.ts) change views through here.
import { resourceByKey, savedViews } from '@bedside/resources';
import { ApiError, badRequest } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import { Collection } from '../resources/collection.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { Edit, ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { TableUserSetting } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

export const managesSystem = (auth: AuthContext) => auth.can('Manage', 'System');

/** Own views, and the system views of the caller's organisation. */
export function seesView(auth: AuthContext, store: Store, view: TableUserSetting): boolean {
  if (view.user_id === auth.user.id) return true;
  return view.is_system && store.usersById.get(view.user_id)?.organization_id === auth.user.organization_id;
}

/** A system view, or a change of Is System, needs Manage System. */
export function refuseSystemChange(auth: AuthContext, view: TableUserSetting, isSystem: boolean | undefined, verb: 'save' | 'delete' = 'save'): void {
  const touchesSystem = view.is_system || (isSystem !== undefined && isSystem !== view.is_system);
  if (touchesSystem && !managesSystem(auth)) throw new ApiError(403, `Only users with Manage System can ${verb} system views`, 'forbidden');
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The table's view menu lists the owner's own views by name and the organisation's system views
 * as "Name (system)": two own views, or two system views, of one table and one name (any case,
 * spaces around it aside) were two entries nobody could tell apart. An own view may share its name
 * with a system view: the menu tells those apart. `field` is the write body's name field.
 */
export function checkNameFree(store: Store, view: TableUserSetting, field: string): void {
  const organization = (v: TableUserSetting) => store.usersById.get(v.user_id)?.organization_id;
  const taken = store.data.tableSettings.find((other) => other !== view && other.table_id === view.table_id && other.is_system === view.is_system
    && (view.is_system ? organization(other) === organization(view) : other.user_id === view.user_id) && sameName(other.name, view.name));
  if (!taken) return;
  const table = tableName(view.table_id);
  throw badRequest(field, 'unique', view.is_system ? `${table} already has a system view named ${taken.name}` : `You already have a ${table} view named ${taken.name}`);
}

type ViewChange = { name?: string; is_default?: boolean; is_system?: boolean };

/** Applies a rename, Default or Is System through `edit` (each a revision field); the name must stay free. */
export function changeView(store: Store, view: TableUserSetting, input: ViewChange, edit: Edit<TableUserSetting>, nameField: string): void {
  const [name, isSystem] = [view.name, view.is_system];
  edit.set('name', input.name?.trim());
  edit.set('is_system', input.is_system);
  // Only a change of name or kind is checked: views that shared a name before the rule stay savable.
  if (view.name !== name || view.is_system !== isSystem) checkNameFree(store, view, nameField);
  edit.set('is_default', view.is_system ? false : input.is_default);
  clearOtherDefaults(store, view);
}

/** One default view per owner and table: a view made default clears the owner's other one. */
export function clearOtherDefaults(store: Store, view: TableUserSetting): void {
  if (!view.is_default) return;
  for (const other of store.data.tableSettings) {
    if (other !== view && other.user_id === view.user_id && other.table_id === view.table_id) other.is_default = false;
  }
}

export const savedViewSpec: ResourceSpec<'SavedView', 'SavedViews', TableUserSetting> = {
  descriptor: savedViews,
  records: (store) => store.data.tableSettings,
  organizationOf: (view, store) => store.usersById.get(view.user_id)?.organization_id,
  visibleTo: ({ auth, services }, view) => seesView(auth, services.store, view),
  toRows: ({ services: { store } }, recs) => recs.map((v) => ({
    id: v.id, table_id: v.table_id, table: tableName(v.table_id),
    name: v.name, is_default: v.is_default, is_system: v.is_system, owner: store.usersById.get(v.user_id)?.name ?? 'Unknown user',
  })),
  update: ({ auth, services: { store } }, view, input, edit) => {
    refuseSystemChange(auth, view, input.is_system);
    changeView(store, view, input, edit, 'body.saved_view.name');
  },
  sample: () => ({ name: 'Sample view' }),
};

/** The table a view belongs to, as its list shows it ("Patient Monitors", not patient_monitors). */
export const tableName = (tableId: string): string => resourceByKey(tableId)?.labels.plural ?? tableId;

/** The table's own saves write through the same collection, so their changes show in the revisions too. */
export const savedViewCollection = new Collection(savedViewSpec);

export const savedViewHandlers: ApiHandlers = resourceHandlers(savedViewSpec);
