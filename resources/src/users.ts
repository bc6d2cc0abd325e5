// Users of the organisation (shell §2 route table: /user-management/users list, add, {id}/edit and
// {id}/view; §6: the User Management entry for users needs View User, changes Edit User). A user is
// organisation-wide: they hold some of its divisions rather than belonging to one. The password is
// asked for on create (the product's rule, shell §5) and may be replaced on edit; it is never shown.
import { labels, type EnumLabels } from './enum-labels.ts';
import { defineResource } from './types.ts';

/** The avatar's colours (the default first, shell §9: #1E88E5). */
export const avatarColor = labels('AvatarColor', {
  '#1E88E5': 'Blue (default)',
  '#43A047': 'Green',
  '#F4511E': 'Orange',
  '#E53935': 'Red',
  '#8E24AA': 'Purple',
  '#00897B': 'Teal',
  '#3949AB': 'Indigo',
  '#546E7A': 'Slate',
});

/** 12- or 24-hour time (shell §5). An integer in the contract, so its labels are written here. */
export const timeFormat: EnumLabels<'12' | '24'> = {
  values: ['12', '24'],
  text: { '12': '12-hour (1:30 PM)', '24': '24-hour (13:30)' },
  options: [{ value: '12', label: '12-hour (1:30 PM)' }, { value: '24', label: '24-hour (13:30)' }],
};

const names = (items: readonly { name: string }[]) => items.map((i) => i.name).join(', ');
const kinds = (items: readonly { kind: string }[]) => items.map((i) => i.kind);
const passwordHint = 'At least 10 characters, with an uppercase letter, a lowercase letter, a digit and a special character';

export const users = defineResource({
  key: 'users',
  schema: 'User',
  plural: 'Users',
  labels: { singular: 'User', plural: 'Users' },
  api: { base: '/users', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'dropdown', 'revisions'] },
  permission: { resource: 'User' },
  scope: 'organization',
  title: (u) => ({ text: u.name }),
  columns: [
    { id: 'name', header: 'Name', value: (u) => u.name, format: { kind: 'link' }, size: 220 },
    { id: 'email', header: 'Email', value: (u) => u.email, size: 260 },
    { id: 'role', header: 'Role', value: (u) => u.role.name, size: 180 },
    { id: 'divisions', header: 'Divisions', value: (u) => names(u.divisions), size: 260 },
    { id: 'staff_types', header: 'Staff Types', value: (u) => names(u.staff_types) || null, size: 200 },
    { id: 'virtual_request_types', header: 'Virtual Request Types', value: (u) => names(u.virtual_request_types) || null, size: 200, hidden: true },
    { id: 'time_format', header: 'Time Format', value: (u) => String(u.time_format), format: { kind: 'enum', labels: timeFormat }, size: 160, hidden: true },
    { id: 'inactivity_timeout_min', header: 'Inactivity Timeout (minutes)', value: (u) => u.inactivity_timeout_min, size: 140, hidden: true },
    { id: 'avatar_color', header: 'Avatar Color', value: (u) => u.avatar_color, format: { kind: 'enum', labels: avatarColor }, size: 150, hidden: true },
    { id: 'updated_at', header: 'Updated', value: (u) => u.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'id', header: 'ID', value: (u) => u.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'name', label: 'Name', kind: 'TEXT' },
    { id: 'email', label: 'Email', kind: 'TEXT' },
    { id: 'role', label: 'Role', kind: 'TEXT' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  // Lists and single choices the generic form has no input for are `custom` (the users feature's
  // choice inputs read `options`); their values are lists of strings.
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    { name: 'email', label: 'Email', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    { name: 'password', label: 'Password', input: 'password', on: 'create', hint: passwordHint, rules: [{ rule: 'required' }, { rule: 'password' }, { rule: 'lengthLessThan', max: 128 }] },
    { name: 'password', label: 'Password', input: 'password', on: 'edit', hint: `Leave empty to keep the current password. ${passwordHint}`, rules: [{ rule: 'password' }, { rule: 'lengthLessThan', max: 128 }] },
    { name: 'role_id', label: 'Role', input: 'select', options: { dropdown: 'role' }, from: (u) => u.role.id, rules: [{ rule: 'required' }] },
    {
      name: 'division_ids', label: 'Divisions', input: 'custom', options: { dropdown: 'division' }, rules: [{ rule: 'required' }],
      from: (u) => u.divisions.map((d) => String(d.id)), to: (ids) => ids.map(Number),
    },
    { name: 'staff_types', label: 'Staff Types', input: 'custom', options: { dropdown: 'staff_type' }, from: (u) => kinds(u.staff_types) },
    {
      name: 'virtual_request_types', label: 'Virtual Request Types', input: 'custom', options: { dropdown: 'virtual_request_type' },
      hint: 'The requests the user is notified of', from: (u) => kinds(u.virtual_request_types),
    },
    {
      name: 'time_format', label: 'Time Format', input: 'custom', options: { enum: timeFormat },
      from: (u) => [String(u.time_format)], to: ([format]) => (format === '24' ? 24 : 12),
    },
    {
      name: 'inactivity_timeout_min', label: 'Inactivity Timeout (minutes)', input: 'number', rules: [{ rule: 'positiveInteger' }, { rule: 'valueAtLeast', min: 10 }, { rule: 'valueLessThan', max: 1440 }],
      hint: '10 to 1440. Empty: the product default (the Still There? dialog after 55 minutes)',
    },
    { name: 'avatar_color', label: 'Avatar Color', input: 'select', options: { enum: avatarColor }, hint: 'The color behind the initials; empty: blue' },
  ],
  routes: { base: '/user-management/users', name: 'user-management.users', variants: ['list', 'add', 'edit', 'view'], trail: [{ label: 'User Management' }] },
  menu: { admin: 'User Management', keywords: ['staff', 'accounts'] },
});
