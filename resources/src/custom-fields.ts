// Custom fields of the organisation (shell §2 route table: /health-system/custom-fields list, add,
// {id}/edit; §3: keyed by model then key, a kind, a label and options). The Health System entry for
// them needs Edit Hospital (shell §6), which guards reading them here too. A field is
// organisation-wide; its model and key name stored values, so they are set once, on create.
import { customFieldKind, customFieldModel, isChoiceKind } from './labels/custom-field.ts';
import { defineResource } from './types.ts';

export const customFields = defineResource({
  key: 'custom_fields',
  schema: 'CustomField',
  plural: 'CustomFields',
  labels: { singular: 'Custom Field', plural: 'Custom Fields' },
  api: { base: '/custom_fields', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'revisions'] },
  permission: { resource: 'Hospital', view: 'Edit', edit: 'Edit' },
  scope: 'organization',
  title: (f) => ({ text: f.label }),
  columns: [
    { id: 'label', header: 'Label', value: (f) => f.label, format: { kind: 'link' }, size: 220 },
    { id: 'model', header: 'Model', value: (f) => f.model, format: { kind: 'enum', labels: customFieldModel }, size: 150 },
    { id: 'key', header: 'Key', value: (f) => f.key, size: 200 },
    { id: 'kind', header: 'Kind', value: (f) => f.kind, format: { kind: 'enum', labels: customFieldKind }, size: 150 },
    { id: 'options', header: 'Options', value: (f) => (f.options?.length ? f.options.join(', ') : null), sortable: false, size: 280 },
    { id: 'id', header: 'ID', value: (f) => f.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'label', label: 'Label', kind: 'TEXT' },
    { id: 'key', label: 'Key', kind: 'TEXT' },
    { id: 'model', label: 'Model', kind: 'ENUM', options: { enum: customFieldModel } },
    { id: 'kind', label: 'Kind', kind: 'ENUM', options: { enum: customFieldKind } },
  ],
  defaultSort: { field: 'label', direction: 'asc' },
  form: [
    { name: 'model', label: 'Model', input: 'select', options: { enum: customFieldModel }, rules: [{ rule: 'required' }], on: 'create' },
    {
      name: 'key', label: 'Key', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 50 }], on: 'create',
      hint: 'snake_case, such as isolation_status. Model and key cannot be changed once the field is created.',
    },
    { name: 'label', label: 'Label', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    { name: 'kind', label: 'Kind', input: 'select', options: { enum: customFieldKind }, rules: [{ rule: 'required' }] },
    // Only a select or radio has choices; the server refuses them for the other kinds.
    { name: 'options', label: 'Options', input: 'custom', when: (values) => isChoiceKind(values.kind), hint: 'The choices, in the order offered: type one and press Enter.' },
  ],
  routes: { base: '/health-system/custom-fields', name: 'health-system.custom-fields', variants: ['list', 'add', 'edit'], trail: [{ label: 'Health System' }] },
  menu: { admin: 'Health System' },
});
