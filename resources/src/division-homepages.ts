// Hospitals › Homepage (shell §2 route table: /hospital/homepage; §6: Edit Homepage). What the home
// page shows in each hospital (a division): today a welcome message under the welcome heading,
// the one thing the home page shows beside the user's name. One division at a time, like its
// preferences: the path opens the current division's form.
import { defineResource } from './types.ts';

export const divisionHomepages = defineResource({
  key: 'division_homepages',
  schema: 'DivisionHomepage',
  plural: 'DivisionHomepages',
  labels: { singular: 'Homepage', plural: 'Homepage' },
  api: { base: '/division_homepages', operations: ['list', 'get', 'update', 'revisions'] },
  permission: { resource: 'Homepage', view: 'Edit' },
  title: (h) => ({ text: h.name }),
  columns: [
    { id: 'name', header: 'Hospital', value: (h) => h.name, format: { kind: 'link' }, size: 220 },
    { id: 'welcome_message', header: 'Welcome Message', value: (h) => h.welcome_message, size: 360 },
    { id: 'updated_at', header: 'Updated', value: (h) => h.updated_at, format: { kind: 'datetime' }, size: 180 },
  ],
  filters: [{ id: 'name', label: 'Hospital', kind: 'TEXT' }],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'welcome_message', label: 'Welcome Message', input: 'textarea', rules: [{ rule: 'lengthLessThan', max: 300 }], hint: 'Shown to this hospital’s users on their home page, under the welcome.' },
  ],
  routes: { base: '/hospital/homepage', name: 'hospital.homepage', variants: ['list', 'edit'], trail: [{ label: 'Hospital' }], allowAll: false },
  menu: { admin: 'Hospitals' },
});
