// Hospitals › Preferences (shell §2 route table: /hospital/preferences, one division only; §6: Edit
// Division). What each hospital (a division) sets for itself: whether Preview visits are offered
// there (they also need the health system's flag). Its time zone is shown beside it, edited in
// Health System › Hospitals. The page is a singleton: its path opens the current division's form.
import { divisionTimezone } from './labels/division.ts';
import { defineResource } from './types.ts';

export const divisionPreferences = defineResource({
  key: 'division_preferences',
  schema: 'DivisionPreference',
  plural: 'DivisionPreferences',
  labels: { singular: 'Hospital Preferences', plural: 'Preferences' },
  api: { base: '/division_preferences', operations: ['list', 'get', 'update', 'revisions'] },
  permission: { resource: 'Division', view: 'Edit' },
  title: (p) => ({ text: p.name }),
  columns: [
    { id: 'name', header: 'Hospital', value: (p) => p.name, format: { kind: 'link' }, size: 220 },
    { id: 'timezone', header: 'Time Zone', value: (p) => p.timezone, format: { kind: 'enum', labels: divisionTimezone }, size: 200 },
    { id: 'meeting_preview_enabled', header: 'Meeting Previews', value: (p) => p.meeting_preview_enabled, format: { kind: 'boolean' }, size: 150 },
    { id: 'updated_at', header: 'Updated', value: (p) => p.updated_at, format: { kind: 'datetime' }, size: 180 },
  ],
  filters: [{ id: 'name', label: 'Hospital', kind: 'TEXT' }],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'meeting_preview_enabled', label: 'Meeting Previews', input: 'checkbox', hint: 'Preview visits in this hospital, where the health system allows them too.' },
  ],
  routes: { base: '/hospital/preferences', name: 'hospital.preferences', variants: ['list', 'edit'], trail: [{ label: 'Hospital' }], allowAll: false },
  menu: { admin: 'Hospitals' },
});
