// Labeling users of the organisation (shell §2 route table: /user-management/labelers list, add,
// {id}/edit; §6: Manage Labeler): the people who annotate images, each with the annotation kinds
// (shell §3) they may label.
import { annotationKind, annotationKindNames } from './labels/people.ts';
import { defineResource } from './types.ts';

export const labelers = defineResource({
  key: 'labelers',
  schema: 'Labeler',
  plural: 'Labelers',
  labels: { singular: 'Labeling User', plural: 'Labeling Users' },
  api: { base: '/labelers', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'revisions'] },
  permission: { resource: 'Labeler', view: 'Manage', edit: 'Manage' },
  scope: 'organization',
  title: (l) => ({ text: l.name }),
  columns: [
    { id: 'name', header: 'Name', value: (l) => l.name, format: { kind: 'link' }, size: 200 },
    { id: 'email', header: 'Email', value: (l) => l.email, size: 240 },
    { id: 'annotation_kinds', header: 'Annotation Kinds', value: (l) => annotationKindNames(l.annotation_kinds), size: 300, sortable: false },
    { id: 'active', header: 'Active', value: (l) => l.active, format: { kind: 'boolean' }, size: 100 },
    { id: 'updated_at', header: 'Updated', value: (l) => l.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'id', header: 'ID', value: (l) => l.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'name', label: 'Name', kind: 'TEXT' },
    { id: 'email', label: 'Email', kind: 'TEXT' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    { name: 'email', label: 'Email', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    {
      name: 'annotation_kinds', label: 'Annotation Kinds', input: 'multiselect', options: { enum: annotationKind },
      from: (l) => [...l.annotation_kinds], to: (values) => annotationKind.values.filter((k) => values.includes(k)),
    },
    { name: 'active', label: 'Active', input: 'checkbox', on: 'edit' },
  ],
  routes: { base: '/user-management/labelers', name: 'user-management.labelers', variants: ['list', 'add', 'edit'], trail: [{ label: 'User Management' }] },
  menu: { admin: 'Labeling', keywords: ['annotation', 'labeling'] },
});
