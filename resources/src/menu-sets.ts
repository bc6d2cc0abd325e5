// Menu sets (App Modules: shell §2 route /menu-management, the System entry needing Manage System,
// §6; §3 Menu set and Menu item). Organisation-wide configuration of the sidebar: a set shows to
// the roles it lists (none: every role) while enabled. Its items are edited as one list by the
// feature's editor: each form value is one top-level item as JSON (a custom input holds strings).
import type { components } from '@bedside/openapi/api';
import { defineResource } from './types.ts';

type Item = components['schemas']['MenuItem'];
type ItemWrite = components['schemas']['MenuItemWrite'];

/** The items a set opens (its links, groups' included). */
export const linkCount = (items: readonly Item[]): number =>
  items.reduce((n, item) => n + (item.pageType === 'group' ? linkCount(item.menu_items ?? []) : 1), 0);

/** A stored item as the editor holds it: only what the write body takes. */
export const itemWrite = (item: Item): ItemWrite => ({
  id: item.id, label: item.label, icon: item.icon, enabled: item.enabled, pageType: item.pageType,
  ...(item.pageType === 'item' ? { page: item.page } : { menu_items: (item.menu_items ?? []).map((child) => ({ ...itemWrite(child), pageType: 'item' as const })) }),
});

export const menuSets = defineResource({
  key: 'menu_sets',
  schema: 'MenuSet',
  plural: 'MenuSets',
  labels: { singular: 'Menu Set', plural: 'App Modules' },
  api: { base: '/app_modules', operations: ['list', 'get', 'create', 'update', 'delete', 'exportCsv', 'dropdown', 'revisions'] },
  permission: { resource: 'System', view: 'Manage', edit: 'Manage' },
  scope: 'organization',
  title: (s) => ({ text: s.title }),
  columns: [
    { id: 'title', header: 'Title', value: (s) => s.title, format: { kind: 'link' }, size: 220 },
    { id: 'enabled', header: 'Enabled', value: (s) => s.enabled, format: { kind: 'boolean' }, size: 110 },
    { id: 'roles', header: 'Roles', value: (s) => (s.role_names.length ? s.role_names.join(', ') : 'All roles'), size: 260 },
    { id: 'item_count', header: 'Items', value: (s) => linkCount(s.menu_items), size: 90 },
    { id: 'expanded', header: 'Expanded', value: (s) => s.expanded, format: { kind: 'boolean' }, size: 120, hidden: true },
    { id: 'icon', header: 'Icon', value: (s) => s.icon, size: 140, hidden: true },
    { id: 'updated_at', header: 'Updated', value: (s) => s.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'id', header: 'ID', value: (s) => s.id, size: 80, hidden: true },
  ],
  filters: [{ id: 'title', label: 'Title', kind: 'TEXT' }],
  // The sidebar's order (shell §2: the configurable sets in turn).
  defaultSort: { field: 'id', direction: 'asc' },
  form: [
    { name: 'title', label: 'Title', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 50 }] },
    { name: 'icon', label: 'Icon', input: 'text', rules: [{ rule: 'lengthLessThan', max: 50 }], hint: 'An icon name, such as stethoscope' },
    { name: 'enabled', label: 'Enabled', input: 'checkbox', hint: 'Shown in the sidebar of the roles below' },
    { name: 'expanded', label: 'Expanded', input: 'checkbox', hint: 'Open in the sidebar until folded' },
    {
      name: 'roles', label: 'Roles', input: 'custom', hint: 'None: every role',
      from: (s) => s.roles.map(String), to: (ids) => ids.map(Number),
    },
    {
      name: 'menu_items', label: 'Menu Items', input: 'custom',
      from: (s) => s.menu_items.map((item) => JSON.stringify(itemWrite(item))),
      to: (items) => items.map((text) => JSON.parse(text) as ItemWrite),
    },
  ],
  routes: { base: '/menu-management', name: 'menu-management', variants: ['list', 'add', 'edit', 'view'], trail: [{ label: 'System' }] },
  menu: { admin: 'System', keywords: ['menus', 'menu sets', 'sidebar'] },
});
