// Attributes of the organisation (shell §2 route table: /health-system/tags list, add, {id}/edit; the
// menu calls them Attributes, §3 tags). The one use the spec shows is Aimee's: a visit sends
// aimee_tags (live video §3, §7), so an attribute says whether Aimee is told of it. Read with View
// Hospital, kept with Edit Hospital (§6, the Health System entries).
import { divisionColor } from './labels/division.ts';
import { defineResource } from './types.ts';

export const tags = defineResource({
  key: 'tags',
  schema: 'Tag',
  plural: 'Tags',
  labels: { singular: 'Attribute', plural: 'Attributes' },
  api: { base: '/tags', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'revisions'] },
  permission: { resource: 'Hospital' },
  scope: 'organization',
  title: (t) => ({ text: t.name }),
  columns: [
    { id: 'name', header: 'Name', value: (t) => t.name, format: { kind: 'link' }, size: 220 },
    { id: 'color', header: 'Color', value: (t) => t.color, format: { kind: 'enum', labels: divisionColor }, size: 120 },
    { id: 'description', header: 'Description', value: (t) => t.description, size: 320 },
    { id: 'share_with_aimee', header: 'Shared with Aimee', value: (t) => t.share_with_aimee, format: { kind: 'boolean' }, size: 170 },
    { id: 'updated_at', header: 'Updated', value: (t) => t.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'id', header: 'ID', value: (t) => t.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'name', label: 'Name', kind: 'TEXT' },
    { id: 'color', label: 'Color', kind: 'ENUM', options: { enum: divisionColor } },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 50 }] },
    { name: 'color', label: 'Color', input: 'select', options: { enum: divisionColor }, rules: [{ rule: 'required' }] },
    { name: 'description', label: 'Description', input: 'textarea', rules: [{ rule: 'lengthLessThan', max: 200 }] },
    { name: 'share_with_aimee', label: 'Share with Aimee', input: 'checkbox', hint: 'Aimee is told of this attribute when she talks with a patient who has it.' },
  ],
  routes: { base: '/health-system/tags', name: 'health-system.tags', variants: ['list', 'add', 'edit'], trail: [{ label: 'Health System' }] },
  menu: { admin: 'Health System', keywords: ['tags'] },
});
