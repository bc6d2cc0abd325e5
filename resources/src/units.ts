// Units of a hospital's divisions (shell §2 route table: /hospital/units list, add, edit and view;
// named hospital.units.edit or .view). Admins edit them (Edit Unit); clinicians read them (View Unit).
import { defineResource } from './types.ts';

export const units = defineResource({
  key: 'units',
  schema: 'Unit',
  plural: 'Units',
  labels: { singular: 'Unit', plural: 'Units' },
  api: { base: '/units', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'dropdown', 'revisions'] },
  permission: { resource: 'Unit' },
  title: (u) => ({ text: u.name }),
  columns: [
    { id: 'name', header: 'Name', value: (u) => u.name, format: { kind: 'link' } },
    { id: 'room_count', header: 'Rooms', value: (u) => u.room_count, size: 100 },
    { id: 'division', header: 'Division', value: (u) => u.division.name },
    { id: 'id', header: 'ID', value: (u) => u.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'name', label: 'Name', kind: 'TEXT' },
    { id: 'division', label: 'Division', kind: 'AUTOCOMPLETE', options: { dropdown: 'division' }, dynamic: true },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  // A unit is created in the division the picker shows; it has no field to move it.
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 50 }] },
  ],
  routes: { base: '/hospital/units', name: 'hospital.units', variants: ['list', 'add', 'edit', 'view'], trail: [{ label: 'Hospital' }] },
  menu: { admin: 'Hospitals' },
});
