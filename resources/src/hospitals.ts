// The health system's hospitals (shell §2 route table: /health-system/hospitals list, add, {id}/edit).
// A hospital here is what the rest of the product calls a division: the hospital picker lists them
// with their colours (§3: division id, name, color). They are organisation-wide records read with
// View Division and kept with Edit Division (§6). Name, colour, time zone and address are what an
// administrator sets; units and rooms are counted, for the size of each at a glance.
import { divisionColor, divisionTimezone } from './labels/division.ts';
import { defineResource } from './types.ts';

export const hospitals = defineResource({
  key: 'hospitals',
  schema: 'HospitalDivision',
  plural: 'HospitalDivisions',
  labels: { singular: 'Hospital', plural: 'Hospitals' },
  api: { base: '/divisions', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'revisions'] },
  permission: { resource: 'Division' },
  scope: 'organization',
  title: (h) => ({ text: h.name }),
  columns: [
    { id: 'name', header: 'Name', value: (h) => h.name, format: { kind: 'link' }, size: 240 },
    { id: 'color', header: 'Color', value: (h) => h.color, format: { kind: 'enum', labels: divisionColor }, size: 120 },
    { id: 'timezone', header: 'Time Zone', value: (h) => h.timezone, format: { kind: 'enum', labels: divisionTimezone }, size: 220 },
    { id: 'address', header: 'Address', value: (h) => h.address, size: 280 },
    { id: 'unit_count', header: 'Units', value: (h) => h.unit_count, size: 90 },
    { id: 'room_count', header: 'Rooms', value: (h) => h.room_count, size: 90 },
    { id: 'updated_at', header: 'Updated', value: (h) => h.updated_at, format: { kind: 'datetime' }, size: 180, hidden: true },
    { id: 'id', header: 'ID', value: (h) => h.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'name', label: 'Name', kind: 'TEXT' },
    { id: 'color', label: 'Color', kind: 'ENUM', options: { enum: divisionColor } },
    { id: 'timezone', label: 'Time Zone', kind: 'ENUM', options: { enum: divisionTimezone } },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 50 }] },
    { name: 'color', label: 'Color', input: 'select', options: { enum: divisionColor }, rules: [{ rule: 'required' }], hint: 'The swatch beside the hospital in the hospital picker.' },
    { name: 'timezone', label: 'Time Zone', input: 'select', options: { enum: divisionTimezone }, rules: [{ rule: 'required' }] },
    { name: 'address', label: 'Address', input: 'textarea', rules: [{ rule: 'lengthLessThan', max: 200 }] },
  ],
  routes: { base: '/health-system/hospitals', name: 'health-system.hospitals', variants: ['list', 'add', 'edit'], trail: [{ label: 'Health System' }] },
  menu: { admin: 'Health System', keywords: ['divisions'] },
});
