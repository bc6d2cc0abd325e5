// Rooms of a hospital's units (shell §2 route table: /hospital/rooms list, add, edit; §3). Admins
// edit them (Edit Room); clinicians read them (View Room).
import { defineResource } from './types.ts';

export const rooms = defineResource({
  key: 'rooms',
  schema: 'Room',
  plural: 'Rooms',
  labels: { singular: 'Room', plural: 'Rooms' },
  api: { base: '/rooms', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'dropdown', 'revisions'] },
  permission: { resource: 'Room' },
  title: (r) => ({ text: r.name }),
  columns: [
    { id: 'name', header: 'Name', value: (r) => r.name, format: { kind: 'link' } },
    { id: 'unit', header: 'Unit', value: (r) => r.unit.name },
    { id: 'division', header: 'Division', value: (r) => r.division.name },
    { id: 'id', header: 'ID', value: (r) => r.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'name', label: 'Name', kind: 'TEXT' },
    { id: 'unit', label: 'Unit', kind: 'AUTOCOMPLETE', options: { dropdown: 'unit' }, dynamic: true },
  ],
  // A unit's record page lists its rooms by id (a unit's name may be part of another's).
  serverFilters: ['unit_id'],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 50 }] },
    { name: 'unit_id', label: 'Unit', input: 'select', options: { dropdown: 'unit' }, rules: [{ rule: 'required' }], from: (r) => r.unit.id },
  ],
  routes: { base: '/hospital/rooms', name: 'hospital.rooms', variants: ['list', 'add', 'edit'], trail: [{ label: 'Hospital' }] },
  menu: { admin: 'Hospitals' },
});
