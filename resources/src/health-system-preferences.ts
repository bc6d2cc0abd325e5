// Health System › Preferences (shell §2 route table: /health-system/preferences; §6: Edit Hospital).
// One record per health system (the current user's hospital, §3: logo_url, footer_logo_url,
// meeting_preview_enabled) with what else a health system sets for all its users: the MRN length of
// new patients, the pause between tiles of Connect All and the default inactivity timeout. The page
// is a singleton: its path opens the edit form of the caller's own health system.
import { defineResource } from './types.ts';

const urlHint = 'A web address starting with https:// or http://; empty for the provider’s logo.';

export const healthSystemPreferences = defineResource({
  key: 'health_system_preferences',
  schema: 'HealthSystemPreference',
  plural: 'HealthSystemPreferences',
  labels: { singular: 'Health System Preferences', plural: 'Preferences' },
  api: { base: '/health_system_preferences', operations: ['list', 'get', 'update', 'revisions'] },
  permission: { resource: 'Hospital', view: 'Edit' },
  scope: 'organization',
  title: (p) => ({ text: p.name }),
  columns: [
    { id: 'name', header: 'Name', value: (p) => p.name, format: { kind: 'link' }, size: 240 },
    { id: 'logo_url', header: 'Logo URL', value: (p) => p.logo_url, size: 240 },
    { id: 'footer_logo_url', header: 'Footer Logo URL', value: (p) => p.footer_logo_url, size: 240 },
    { id: 'meeting_preview_enabled', header: 'Meeting Previews', value: (p) => p.meeting_preview_enabled, format: { kind: 'boolean' }, size: 150 },
    { id: 'mrn_length', header: 'MRN Length', value: (p) => p.mrn_length, size: 120 },
    { id: 'connect_all_interval_ms', header: 'Connect All Interval (ms)', value: (p) => p.connect_all_interval_ms, size: 200 },
    { id: 'inactivity_timeout_min', header: 'Inactivity Timeout (min)', value: (p) => p.inactivity_timeout_min, size: 200 },
    { id: 'updated_at', header: 'Updated', value: (p) => p.updated_at, format: { kind: 'datetime' }, size: 180 },
  ],
  filters: [{ id: 'name', label: 'Name', kind: 'TEXT' }],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'logo_url', label: 'Logo URL', input: 'text', rules: [{ rule: 'lengthLessThan', max: 500 }], hint: urlHint },
    { name: 'footer_logo_url', label: 'Footer Logo URL', input: 'text', rules: [{ rule: 'lengthLessThan', max: 500 }], hint: urlHint },
    { name: 'meeting_preview_enabled', label: 'Meeting Previews', input: 'checkbox', hint: 'Preview visits, where the division allows them too.' },
    { name: 'mrn_length', label: 'MRN Length', input: 'number', rules: [{ rule: 'positiveInteger' }, { rule: 'valueLessThan', max: 30 }], hint: 'The exact number of characters of a new patient’s MRN; empty for any length.' },
    { name: 'connect_all_interval_ms', label: 'Connect All Interval (ms)', input: 'number', rules: [{ rule: 'required' }, { rule: 'positiveInteger' }, { rule: 'valueLessThan', max: 10000 }], hint: 'The pause between two tiles when Connect All opens their video.' },
    { name: 'inactivity_timeout_min', label: 'Inactivity Timeout (min)', input: 'number', rules: [{ rule: 'required' }, { rule: 'positiveInteger' }, { rule: 'valueLessThan', max: 1440 }], hint: 'The default for its users; at least 10 minutes.' },
  ],
  routes: { base: '/health-system/preferences', name: 'health-system.preferences', variants: ['list', 'edit'], trail: [{ label: 'Health System' }] },
  menu: { admin: 'Health System' },
});
