// Staff types of the organisation (shell §2 route table: /health-system/staff-types list and
// {id}/edit only; the Health System entry needs Edit Hospital, §6). One per staff kind (§3): the
// kinds are fixed, so an administrator names and describes them but adds none.
import { staffKind } from './labels/staff-kind.ts';
import { defineResource } from './types.ts';

export const staffTypes = defineResource({
  key: 'staff_types',
  schema: 'StaffType',
  plural: 'StaffTypes',
  labels: { singular: 'Staff Type', plural: 'Staff Types' },
  api: { base: '/staff_types', operations: ['list', 'get', 'update', 'exportCsv', 'revisions'] },
  permission: { resource: 'Hospital', view: 'Edit', edit: 'Edit' },
  scope: 'organization',
  title: (t) => ({ text: t.display_name }),
  columns: [
    { id: 'display_name', header: 'Display Name', value: (t) => t.display_name, format: { kind: 'link' }, size: 200 },
    { id: 'kind', header: 'Kind', value: (t) => t.kind, format: { kind: 'enum', labels: staffKind }, size: 160 },
    { id: 'description', header: 'Description', value: (t) => t.description, size: 320 },
    { id: 'user_count', header: 'Users', value: (t) => t.user_count, size: 100 },
    { id: 'updated_at', header: 'Updated', value: (t) => t.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'id', header: 'ID', value: (t) => t.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'display_name', label: 'Display Name', kind: 'TEXT' },
    { id: 'kind', label: 'Kind', kind: 'ENUM', options: { enum: staffKind } },
  ],
  defaultSort: { field: 'display_name', direction: 'asc' },
  form: [
    { name: 'display_name', label: 'Display Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 50 }] },
    { name: 'description', label: 'Description', input: 'textarea', rules: [{ rule: 'lengthLessThan', max: 255 }] },
  ],
  routes: { base: '/health-system/staff-types', name: 'health-system.staff-types', variants: ['list', 'edit'], trail: [{ label: 'Health System' }] },
  menu: { admin: 'Health System' },
});
