import { describe, expect, it } from 'vitest';
import type { MenuItem, MenuSet } from '../api/list-menu-sets';
import { isGroupDisabled, visibleMenuSets } from './menu-visibility';

function set(id: number, enabled: boolean, roles: number[]): MenuSet {
  return { id, title: `Set ${id}`, icon: 'home', expanded: true, enabled, roles, role_names: [], menu_items: [], updated_at: '2026-01-01T00:00:00Z' };
}

function item(id: number, enabled: boolean): MenuItem {
  return { id, label: `Item ${id}`, icon: 'list', enabled, pageType: 'item' };
}

describe('visibleMenuSets', () => {
  it('shows enabled sets that are unrestricted or list the role', () => {
    const sets = [set(1, true, []), set(2, true, [7]), set(3, true, [8]), set(4, false, [])];

    expect(visibleMenuSets(sets, 7).map((s) => s.id)).toEqual([1, 2]);
  });
});

describe('isGroupDisabled', () => {
  it('is disabled only when every item is disabled', () => {
    expect(isGroupDisabled([item(1, false), item(2, false)])).toBe(true);
    expect(isGroupDisabled([item(1, false), item(2, true)])).toBe(false);
    expect(isGroupDisabled([])).toBe(false);
    expect(isGroupDisabled(undefined)).toBe(false);
  });
});
