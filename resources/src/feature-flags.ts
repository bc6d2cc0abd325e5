// Feature flags (shell §2 route table: /system/feature-flags, list and {id}/edit; §6: System needs
// Manage System). Flags are the product's (no add or delete); an administrator turns each on or
// off for the whole organisation, and open calls follow at once (live video: presets, the
// connection quality indicator, screen sharing).
import { defineResource } from './types.ts';

export const featureFlags = defineResource({
  key: 'feature_flags',
  schema: 'FeatureFlag',
  plural: 'FeatureFlags',
  labels: { singular: 'Feature Flag', plural: 'Feature Flags' },
  api: { base: '/feature_flags', operations: ['list', 'get', 'update', 'exportCsv', 'revisions'] },
  permission: { resource: 'System', view: 'Manage', edit: 'Manage' },
  scope: 'organization',
  title: (f) => ({ text: f.name }),
  columns: [
    { id: 'name', header: 'Name', value: (f) => f.name, format: { kind: 'link' }, size: 240 },
    { id: 'enabled', header: 'Enabled', value: (f) => f.enabled, format: { kind: 'boolean' }, size: 110 },
    { id: 'key', header: 'Key', value: (f) => f.key, size: 240 },
    { id: 'description', header: 'Description', value: (f) => f.description, size: 360 },
    { id: 'updated_at', header: 'Updated', value: (f) => f.updated_at, format: { kind: 'datetime' }, size: 180 },
  ],
  filters: [{ id: 'name', label: 'Name', kind: 'TEXT' }],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'enabled', label: 'Enabled', input: 'checkbox' },
    { name: 'description', label: 'Description', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 200 }] },
  ],
  routes: { base: '/system/feature-flags', name: 'system.feature-flags', variants: ['list', 'edit'], trail: [{ label: 'System' }] },
  menu: { admin: 'System' },
});
