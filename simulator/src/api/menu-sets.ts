// Menu sets (App Modules) on the generic collection: what is theirs alone. A set is
// organisation-wide; its title is unique in the organisation; its roles are the organisation's own
// (none: every role); its items are a group (holding items, one level deep) or an item opening a
// page kind, each checked and answered on its own place in the body. The sidebar's call
// (listEnabledMenuSets, GET /menu_sets) answers only the sets enabled for the caller's role
// (shell §6), and a change tells every signed-in user the set reaches, before or after it, so
// their sidebar follows at once (user-updated).
import type { components } from '@bedside/openapi/api';
import { menuSets, pageKind } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { StoredMenuSet } from '../store/types.ts';
import { roleChoices } from './roles.ts';
import type { ApiHandlers } from './types.ts';
import { tellUsersUpdated } from './user-updated.ts';

type Item = StoredMenuSet['menu_items'][number];
type ItemInput = components['schemas']['MenuItemWrite'] | components['schemas']['MenuItemChildWrite'];

const at = (path: string) => `body.menu_set.${path}`;
const flat = (items: readonly Item[]): Item[] => items.flatMap((item) => [item, ...flat(item.menu_items ?? [])]);

/** Ids for a set's items: one the set already has is kept (once); any other gets a fresh one. */
function itemIds(store: Store, own: readonly Item[]) {
  const known = new Set(flat(own).map((item) => item.id));
  const taken = new Set<number>();
  let last = Math.max(100, ...store.data.menuSets.flatMap((set) => flat(set.menu_items).map((item) => item.id)));
  return (id: number | undefined): number => {
    if (id !== undefined && known.has(id) && !taken.has(id)) {
      taken.add(id);
      return id;
    }
    return (last += 1);
  };
}

/**
 * An item as stored, or a 400 naming its place: "Item 2" (menu_items.1) or "Item 2.1"
 * (menu_items.1.menu_items.0), with its label when it has one.
 */
function checkedItem(input: ItemInput, place: { text: string; path: string }, idFor: (id: number | undefined) => number): Item {
  const label = input.label.trim();
  if (!label) throw badRequest(at(`${place.path}.label`), 'required', `${place.text} needs a label`);
  const named = `${place.text} (${label})`;
  const base = { id: idFor(input.id), label, icon: input.icon?.trim() ?? '', enabled: input.enabled ?? true };
  const children = 'menu_items' in input ? input.menu_items ?? [] : [];
  if (input.pageType === 'item') {
    if (children.length > 0) throw badRequest(at(`${place.path}.menu_items`), 'item', `${named} opens a page and holds no items: make it a group`);
    if (!input.page) throw badRequest(at(`${place.path}.page`), 'required', `${named} needs a page`);
    return { ...base, pageType: 'item', page: input.page };
  }
  if (input.page) throw badRequest(at(`${place.path}.page`), 'group', `${named} is a group: its items open pages, not the group`);
  if (children.length === 0) throw badRequest(at(`${place.path}.menu_items`), 'required', `${named} is a group and needs at least one item`);
  return {
    ...base, pageType: 'group',
    menu_items: children.map((child, j) => checkedItem(child, { text: `${place.text}.${j + 1}`, path: `${place.path}.menu_items.${j}` }, idFor)),
  };
}

const checkedItems = (store: Store, input: readonly ItemInput[], own: readonly Item[] = []) => {
  const idFor = itemIds(store, own);
  return input.map((item, i) => checkedItem(item, { text: `Item ${i + 1}`, path: `menu_items.${i}` }, idFor));
};

/** Role ids of the set's organisation, each once, ascending; another (or another organisation's) is a 400 on its place. */
function checkedRoles(store: Store, organization: string, ids: readonly number[]): number[] {
  ids.forEach((id, k) => {
    if (store.rolesById.get(id)?.organization_id !== organization) throw badRequest(at(`roles.${k}`), 'known', `Role ${id} is not a role of this organisation`);
  });
  return [...new Set(ids)].sort((a, b) => a - b);
}

function checkTitle(store: Store, organization: string, title: string, self?: StoredMenuSet) {
  const wanted = title.toLowerCase();
  if (store.data.menuSets.some((s) => s !== self && s.organization_id === organization && s.title.toLowerCase() === wanted)) {
    throw badRequest(at('title'), 'unique', 'A menu set with this title already exists');
  }
}

// Revisions show items and roles as a person reads them, not as JSON.
const itemText = (item: Item): string => {
  const off = item.enabled ? '' : ' (disabled)';
  if (item.pageType === 'group') return `${item.label}${off} [${(item.menu_items ?? []).map(itemText).join(', ')}]`;
  const page = item.page ? pageKind.text[item.page] : '';
  return `${item.label}${page && page !== item.label ? ` → ${page}` : ''}${off}`;
};
const itemsText = (items: readonly Item[]) => items.map(itemText).join(', ');
const roleNames = (store: Store, ids: readonly number[]) => ids.flatMap((id) => store.rolesById.get(id)?.name ?? []);
const rolesText = (store: Store, ids: readonly number[]) => (ids.length ? roleNames(store, ids).join(', ') : 'All roles');

/** Contract rows: role names beside the ids (a role since deleted is left out of both). */
export function menuSetRows(store: Store, sets: readonly StoredMenuSet[]): components['schemas']['MenuSet'][] {
  return sets.map(({ organization_id: _org, ...set }) => {
    const roles = set.roles.filter((id) => store.rolesById.has(id));
    return { ...set, roles, role_names: roleNames(store, roles), menu_items: structuredClone(set.menu_items) };
  });
}

// Who a set reaches: the users of the roles it lists, or of every role. A change tells the users
// it reached before the change as well as after (a restriction takes it from the others).
type Audience = ReadonlySet<number> | 'everyone';
const audienceOf = (set: StoredMenuSet): Audience => (set.roles.length === 0 ? 'everyone' : new Set(set.roles));
const reachedBefore = new WeakMap<StoredMenuSet, Audience>();

export const menuSetSpec: ResourceSpec<'MenuSet', 'MenuSets', StoredMenuSet> = {
  descriptor: menuSets,
  records: (store) => store.data.menuSets,
  organizationOf: (set) => set.organization_id,
  toRows: ({ services }, recs) => menuSetRows(services.store, recs),
  create: ({ auth, services: { store } }, input) => {
    const organization = auth.user.organization_id;
    const title = (input.title ?? '').trim();
    checkTitle(store, organization, title);
    const set: StoredMenuSet = {
      id: store.nextId('menuSets'), title, icon: input.icon?.trim() ?? '', expanded: input.expanded ?? false, enabled: input.enabled ?? true,
      roles: checkedRoles(store, organization, input.roles ?? []), menu_items: checkedItems(store, input.menu_items ?? []),
      organization_id: organization, updated_at: new Date().toISOString(),
    };
    store.data.menuSets.push(set);
    return set;
  },
  // As an update's revision reads: role names (All roles for none) and items by name; the history
  // showed N/A for both (admin QA).
  createdFields: ({ services: { store } }, set) => ({
    title: set.title, icon: set.icon, expanded: set.expanded, enabled: set.enabled,
    roles: rolesText(store, set.roles), menu_items: itemsText(set.menu_items),
  }),
  update: ({ services: { store } }, set, input, edit) => {
    reachedBefore.set(set, audienceOf(set));
    const title = input.title?.trim();
    if (title !== undefined) checkTitle(store, set.organization_id, title, set);
    edit.set('title', title);
    edit.set('icon', input.icon === undefined ? undefined : input.icon?.trim() ?? '');
    edit.set('expanded', input.expanded);
    edit.set('enabled', input.enabled);
    if (input.roles !== undefined) {
      const roles = checkedRoles(store, set.organization_id, input.roles);
      edit.note('roles', rolesText(store, set.roles), rolesText(store, roles));
      set.roles = roles;
    }
    if (input.menu_items !== undefined) {
      const items = checkedItems(store, input.menu_items, set.menu_items);
      edit.note('menu_items', itemsText(set.menu_items), itemsText(items));
      set.menu_items = items;
    }
  },
  remove: ({ services: { store } }, set) => {
    reachedBefore.set(set, audienceOf(set));
    store.data.menuSets.splice(store.data.menuSets.indexOf(set), 1);
  },
  // The Roles multi-select's choices, for those with Manage System (who may lack Edit Role).
  dropdowns: { role: roleChoices },
  afterChange: async ({ services }, set) => {
    set.updated_at = new Date().toISOString();
    const audiences = [reachedBefore.get(set), audienceOf(set)];
    reachedBefore.delete(set);
    const reached = (roleId: number) => audiences.some((a) => a === 'everyone' || a?.has(roleId));
    await tellUsersUpdated(services, services.store.data.users.filter((u) => u.organization_id === set.organization_id && reached(u.role_id)));
  },
  sample: (store) => ({
    title: `Sample Menu ${store.data.menuSets.length + 1}`,
    enabled: true,
    roles: [],
    menu_items: [{ label: 'Patients', pageType: 'item', page: 'patients_list' }],
  }),
};

export const menuSetHandlers: ApiHandlers = {
  ...resourceHandlers(menuSetSpec),
  // The sidebar's sets (shell §6): the caller's organisation's, enabled, unrestricted or listing their role.
  listEnabledMenuSets: ({ auth, services: { store } }) => menuSetRows(store, store.data.menuSets.filter((set) =>
    set.organization_id === auth.user.organization_id && set.enabled && (set.roles.length === 0 || set.roles.includes(auth.user.role_id)))),
};
