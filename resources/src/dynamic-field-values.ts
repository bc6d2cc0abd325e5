// Dynamic field values (shell §2 route table: /health-system/dynamic-fields, list and {id}/edit;
// §3: label, is_enabled, sort_order; the Health System entry needs Edit Hospital, §6). A value
// belongs to a configurable field of a hospital (the Virtual Patient Status); the field's values
// are the product's, so an administrator relabels, reorders or disables them but adds none. The
// enabled ones, by sort order, are the choices of the Patient quick edit.
import { defineResource } from './types.ts';

export const dynamicFieldValues = defineResource({
  key: 'dynamic_fields',
  schema: 'DynamicFieldValue',
  plural: 'DynamicFieldValues',
  labels: { singular: 'Dynamic Field', plural: 'Dynamic Fields' },
  api: { base: '/dynamic_field_values', operations: ['list', 'get', 'update', 'exportCsv', 'revisions'] },
  permission: { resource: 'Hospital', view: 'Edit', edit: 'Edit' },
  scope: 'organization',
  title: (v) => ({ text: v.label }),
  columns: [
    { id: 'label', header: 'Label', value: (v) => v.label, format: { kind: 'link' }, size: 240 },
    { id: 'field', header: 'Field', value: (v) => v.field, size: 220 },
    { id: 'sort_order', header: 'Sort Order', value: (v) => v.sort_order, size: 120 },
    { id: 'is_enabled', header: 'Enabled', value: (v) => v.is_enabled, format: { kind: 'boolean' }, size: 110 },
    { id: 'updated_at', header: 'Updated', value: (v) => v.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'id', header: 'ID', value: (v) => v.id, size: 80, hidden: true },
  ],
  filters: [{ id: 'label', label: 'Label', kind: 'TEXT' }],
  defaultSort: { field: 'sort_order', direction: 'asc' },
  form: [
    { name: 'label', label: 'Label', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 50 }] },
    // Empty: after the others.
    { name: 'sort_order', label: 'Sort Order', input: 'number', rules: [{ rule: 'positiveInteger' }, { rule: 'valueLessThan', max: 9999 }] },
    // A disabled value is no longer offered; patients holding it keep it.
    { name: 'is_enabled', label: 'Enabled', input: 'checkbox' },
  ],
  routes: { base: '/health-system/dynamic-fields', name: 'health-system.dynamic-fields', variants: ['list', 'edit'], trail: [{ label: 'Health System' }] },
  menu: { admin: 'Health System' },
});
