// Roles of the organisation (shell §2 route table: /user-management/roles, plus view; §6: the
// User Management entry for roles needs Edit Role, which also guards reading them here). A role
// is organisation-wide: it has no division.
import { permissionText } from './labels/permission.ts';
import { defineResource } from './types.ts';

/** "View Patient" → { action: View, resource: Patient }: the permission grid's values as rules. */
const asRules = (texts: readonly string[]) => texts.map((text) => {
  const [action = '', resource = ''] = text.split(' ');
  return { action, resource };
});

export const roles = defineResource({
  key: 'roles',
  schema: 'Role',
  plural: 'Roles',
  labels: { singular: 'Role', plural: 'Roles' },
  api: { base: '/roles', operations: ['list', 'get', 'create', 'update', 'delete', 'exportCsv', 'dropdown', 'revisions'] },
  permission: { resource: 'Role', view: 'Edit', edit: 'Edit' },
  scope: 'organization',
  title: (r) => ({ text: r.name }),
  columns: [
    { id: 'name', header: 'Name', value: (r) => r.name, format: { kind: 'link' }, size: 220 },
    { id: 'show_admin_menu', header: 'Admin Menu', value: (r) => r.show_admin_menu, format: { kind: 'boolean' }, size: 130 },
    { id: 'permission_count', header: 'Permissions', value: (r) => r.permissions.length, size: 130 },
    { id: 'user_count', header: 'Users', value: (r) => r.user_count, size: 100 },
    { id: 'updated_at', header: 'Updated', value: (r) => r.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'id', header: 'ID', value: (r) => r.id, size: 80, hidden: true },
  ],
  filters: [{ id: 'name', label: 'Name', kind: 'TEXT' }],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 50 }] },
    { name: 'show_admin_menu', label: 'Show Admin Menu', input: 'checkbox' },
    {
      name: 'permissions', label: 'Permissions', input: 'custom',
      from: (r) => r.permissions.map(permissionText).sort(), to: asRules,
    },
  ],
  routes: { base: '/user-management/roles', name: 'user-management.roles', variants: ['list', 'add', 'edit', 'view'], trail: [{ label: 'User Management' }] },
  menu: { admin: 'User Management', keywords: ['permissions'] },
  // The simulator records a permissions change as the rules taken away and given (readable diff).
  revisionLabels: { permissions_removed: 'Permissions Removed', permissions_added: 'Permissions Added' },
});
