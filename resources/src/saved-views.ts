// Saved table views for administration (shell §2 route table: /health-system/manage-views, list
// and {id}/edit; §3 saved table view; the Views entry needs ManageSharedViews PatientCentral, §6).
// The records are the data table's own saved views (/table_user_settings): each user's own views
// and the organisation's system views. A system view is seen by everyone and edited only with
// Manage System (issue 12); Is System is offered only to those holding it, and the server refuses
// it to others with a 403.
import { defineResource } from './types.ts';

export const savedViews = defineResource({
  key: 'saved_views',
  schema: 'SavedView',
  plural: 'SavedViews',
  labels: { singular: 'Saved View', plural: 'Views' },
  api: { base: '/saved_views', operations: ['list', 'get', 'update', 'exportCsv', 'revisions'] },
  permission: { resource: 'PatientCentral', view: 'ManageSharedViews', edit: 'ManageSharedViews' },
  scope: 'organization',
  title: (v) => ({ text: v.name }),
  columns: [
    { id: 'name', header: 'Name', value: (v) => v.name, format: { kind: 'link' }, size: 240 },
    { id: 'table', header: 'Table', value: (v) => v.table, size: 200 },
    { id: 'is_system', header: 'Is System', value: (v) => v.is_system, format: { kind: 'boolean' }, size: 120 },
    { id: 'is_default', header: 'Default', value: (v) => v.is_default, format: { kind: 'boolean' }, size: 110 },
    { id: 'owner', header: 'Saved By', value: (v) => v.owner, size: 200 },
    { id: 'id', header: 'ID', value: (v) => v.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'name', label: 'Name', kind: 'TEXT' },
    { id: 'table', label: 'Table', kind: 'TEXT' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    { name: 'is_system', label: 'Is System', input: 'checkbox', requires: { action: 'Manage', resource: 'System' } },
    // A system view is nobody's default (shell §4: saving one forces is_default to false).
    { name: 'is_default', label: 'Default view', input: 'checkbox', when: (values) => values.is_system !== true },
  ],
  routes: { base: '/health-system/manage-views', name: 'health-system.manage-views', variants: ['list', 'edit'], trail: [{ label: 'Health System' }] },
  menu: { admin: 'Health System', keywords: ['saved views'] },
});
