// Health System › Page Preferences (shell §2 route table: /health-system/page_preferences; §6: Edit
// Hospital). The spec names the route only; here it is how the health system's pages open for its
// users: the rows per page of every table for a user who has not chosen their own (the table
// preference, shell §5; 10 when unset). One record per health system, like its Preferences.
import { defineResource } from './types.ts';

export const pagePreferences = defineResource({
  key: 'page_preferences',
  schema: 'PagePreference',
  plural: 'PagePreferences',
  labels: { singular: 'Page Preferences', plural: 'Page Preferences' },
  api: { base: '/page_preferences', operations: ['list', 'get', 'update', 'revisions'] },
  permission: { resource: 'Hospital', view: 'Edit' },
  scope: 'organization',
  title: (p) => ({ text: p.name }),
  columns: [
    { id: 'name', header: 'Name', value: (p) => p.name, format: { kind: 'link' }, size: 240 },
    { id: 'default_per_page', header: 'Rows per Page', value: (p) => p.default_per_page, size: 140 },
    { id: 'updated_at', header: 'Updated', value: (p) => p.updated_at, format: { kind: 'datetime' }, size: 180 },
  ],
  filters: [{ id: 'name', label: 'Name', kind: 'TEXT' }],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'default_per_page', label: 'Rows per Page', input: 'number', rules: [{ rule: 'required' }, { rule: 'positiveInteger' }, { rule: 'valueLessThan', max: 100 }], hint: 'Rows of a table for users who have not chosen their own: 10, 25, 50 or 100.' },
  ],
  routes: { base: '/health-system/page_preferences', name: 'health-system.page-preferences', variants: ['list', 'edit'], trail: [{ label: 'Health System' }] },
  menu: { admin: 'Health System' },
});
