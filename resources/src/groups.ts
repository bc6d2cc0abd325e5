// Groups of a division (shell §2 route table: /user-management/groups list, add, {id}/edit and
// {id}/view, named user-management.groups.edit or .view; §6: View Group, changes Edit Group).
// A group gathers staff of one division with the rooms and units they look after; search finds
// groups by name in the divisions asked for (shell §4), so a group belongs to one division and
// its members, rooms and units are chosen among that division's.
import { defineResource } from './types.ts';

const names = (items: readonly { name: string }[]) => items.map((i) => i.name).join(', ') || null;
const ids = (items: readonly { id: number }[]) => items.map((i) => String(i.id));
const toIds = (values: readonly string[]) => values.map(Number);

export const groups = defineResource({
  key: 'groups',
  schema: 'Group',
  plural: 'Groups',
  labels: { singular: 'Group', plural: 'Groups' },
  api: { base: '/groups', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'dropdown', 'revisions'] },
  permission: { resource: 'Group' },
  title: (g) => ({ text: g.name }),
  columns: [
    { id: 'name', header: 'Name', value: (g) => g.name, format: { kind: 'link' }, size: 240 },
    { id: 'description', header: 'Description', value: (g) => g.description, size: 280 },
    { id: 'member_count', header: 'Members', value: (g) => g.members.length, size: 110 },
    { id: 'units', header: 'Units', value: (g) => names(g.units), size: 200 },
    { id: 'room_count', header: 'Rooms', value: (g) => g.rooms.length, size: 100 },
    { id: 'division', header: 'Division', value: (g) => g.division.name },
    { id: 'updated_at', header: 'Updated', value: (g) => g.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'id', header: 'ID', value: (g) => g.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'name', label: 'Name', kind: 'TEXT' },
    { id: 'division', label: 'Division', kind: 'AUTOCOMPLETE', options: { dropdown: 'division' }, dynamic: true },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  // A group is created in the division the picker shows; the choices are that division's.
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    { name: 'description', label: 'Description', input: 'textarea', rules: [{ rule: 'lengthLessThan', max: 255 }] },
    { name: 'member_ids', label: 'Members', input: 'multiselect', options: { dropdown: 'member' }, from: (g) => ids(g.members), to: toIds },
    { name: 'room_ids', label: 'Rooms', input: 'multiselect', options: { dropdown: 'room' }, from: (g) => ids(g.rooms), to: toIds },
    { name: 'unit_ids', label: 'Units', input: 'multiselect', options: { dropdown: 'unit' }, from: (g) => ids(g.units), to: toIds },
  ],
  routes: { base: '/user-management/groups', name: 'user-management.groups', variants: ['list', 'add', 'edit', 'view'], trail: [{ label: 'User Management' }] },
  menu: { admin: 'User Management' },
});
