// Forms of the organisation (shell §2 route table: /form-builder list, add, {id}/edit; §6: the
// Health System entry for the Form Builder needs Edit FormBuilder, which also guards reading them
// here). A form is organisation-wide; its fields are an ordered list, each of a custom field's kinds
// (shell §3), edited as one list by the feature's editor: each form value is one field as JSON (a
// custom input holds strings). Clinicians fill the enabled ones on a patient's Forms tab.
import type { components } from '@bedside/openapi/api';
import { defineResource } from './types.ts';

type FormField = components['schemas']['FormField'];
export type FormFieldWrite = NonNullable<components['schemas']['FormWrite']['form']['fields']>[number];

/** A stored field as the editor holds it: only what the write body takes. */
export const fieldWrite = (f: FormField): FormFieldWrite => ({
  key: f.key, label: f.label, kind: f.kind, required: f.required, ...(f.options ? { options: [...f.options] } : {}),
});

export const forms = defineResource({
  key: 'forms',
  schema: 'Form',
  plural: 'Forms',
  // The sidebar and the list page read "Form Builder" (shell §2), a record "Form".
  labels: { singular: 'Form', plural: 'Form Builder' },
  api: { base: '/forms', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'revisions'] },
  permission: { resource: 'FormBuilder', view: 'Edit', edit: 'Edit' },
  scope: 'organization',
  title: (f) => ({ text: f.title }),
  columns: [
    { id: 'title', header: 'Title', value: (f) => f.title, format: { kind: 'link' }, size: 240 },
    { id: 'description', header: 'Description', value: (f) => f.description, size: 280 },
    { id: 'enabled', header: 'Enabled', value: (f) => f.enabled, format: { kind: 'boolean' }, size: 110 },
    { id: 'field_count', header: 'Fields', value: (f) => f.fields.length, sortable: false, size: 90 },
    { id: 'submission_count', header: 'Submissions', value: (f) => f.submission_count, size: 130 },
    { id: 'updated_at', header: 'Updated', value: (f) => f.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'id', header: 'ID', value: (f) => f.id, size: 80, hidden: true },
  ],
  filters: [{ id: 'title', label: 'Title', kind: 'TEXT' }],
  defaultSort: { field: 'title', direction: 'asc' },
  form: [
    { name: 'title', label: 'Title', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    { name: 'description', label: 'Description', input: 'textarea', rules: [{ rule: 'lengthLessThan', max: 500 }] },
    // A new form is offered at once; disabling one is an edit (its submissions stay).
    { name: 'enabled', label: 'Enabled', input: 'checkbox', on: 'edit', hint: "Offered on patients' Forms tab" },
    {
      name: 'fields', label: 'Fields', input: 'custom',
      from: (f) => f.fields.map((field) => JSON.stringify(fieldWrite(field))),
      to: (fields) => fields.map((text) => JSON.parse(text) as FormFieldWrite),
    },
  ],
  routes: { base: '/form-builder', name: 'form-builder', variants: ['list', 'add', 'edit'], trail: [{ label: 'Health System' }] },
  menu: { admin: 'Health System', keywords: ['forms'] },
});
