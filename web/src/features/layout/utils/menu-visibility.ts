import type { MenuItem, MenuSet } from '../api/list-menu-sets';

/** A set shows when it is enabled and either unrestricted (no roles) or lists the user's role. */
export function visibleMenuSets(sets: readonly MenuSet[], roleId: number): MenuSet[] {
  return sets.filter((set) => set.enabled && (set.roles.length === 0 || set.roles.includes(roleId)));
}

/** A menu group is disabled when every item in it is disabled. */
export function isGroupDisabled(items: readonly MenuItem[] | undefined): boolean {
  return items !== undefined && items.length > 0 && items.every((item) => !item.enabled);
}
