// Roles on the generic collection: what is theirs alone. A role is organisation-wide; its name is
// unique in the organisation; its rules are pairs the product knows (the roles editor's grid); a
// role still held by users is not deleted; nobody removes Edit Role from their own role (they would
// lock themselves out of this page). A change reaches the role's users on their next call (the
// guard reads the stored role) and their sidebar at once (user-updated on each one's channel).
import { isKnownPermission, permissionText, roles } from '@bedside/resources';
import { ApiError, badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { Ctx, DropdownOption, ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { Permission, StoredRole } from '../store/types.ts';
import { checkGrantable, checkNotAbove } from './privileges.ts';
import type { ApiHandlers } from './types.ts';
import { tellUsersUpdated } from './user-updated.ts';

type RuleInput = readonly { action: string; resource: string }[];

/** The rules as stored: known pairs only (400 naming the first other), each once, in a stable order. */
function checkedRules(input: RuleInput): Permission[] {
  const seen = new Map<string, Permission>();
  input.forEach((rule, index) => {
    if (!isKnownPermission(rule.resource, rule.action)) {
      throw badRequest(`body.role.permissions.${index}`, 'known', `${permissionText(rule)} is not a permission the product knows`);
    }
    seen.set(permissionText(rule), { ...rule } as Permission);
  });
  return [...seen.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, rule]) => rule);
}

function checkName(store: Store, organization: string, name: string, self?: StoredRole) {
  const taken = store.data.roles.some((r) => r !== self && r.organization_id === organization && r.name.toLowerCase() === name.toLowerCase());
  if (taken) throw badRequest('body.role.name', 'unique', 'A role with this name already exists');
}

const usersOf = (store: Store, role: StoredRole) => store.data.users.filter((u) => u.role_id === role.id);


/** The roles of the caller's organisation as choices (the roles filter, a menu set's Roles). */
export const roleChoices = ({ auth, services }: Ctx, _divisions: ReadonlySet<number>, q: string | undefined): DropdownOption[] => services.store.data.roles
  .filter((r) => r.organization_id === auth.user.organization_id && (!q || r.name.toLowerCase().includes(q.toLowerCase())))
  .map((r) => ({ key: String(r.id), value: r.name }))
  .sort((a, b) => a.value.localeCompare(b.value));

export const roleSpec: ResourceSpec<'Role', 'Roles', StoredRole> = {
  descriptor: roles,
  records: (store) => store.data.roles,
  byId: (store, id) => store.rolesById.get(id),
  organizationOf: (role) => role.organization_id,
  toRows: ({ services: { store } }, recs) => {
    const holders = new Map<number, number>();
    for (const user of store.data.users) holders.set(user.role_id, (holders.get(user.role_id) ?? 0) + 1);
    return recs.map(({ organization_id: _org, ...role }) => ({ ...role, permissions: [...role.permissions], user_count: holders.get(role.id) ?? 0 }));
  },
  create: ({ auth, services: { store } }, input) => {
    const name = (input.name ?? '').trim();
    checkName(store, auth.user.organization_id, name);
    const permissions = checkedRules(input.permissions ?? []);
    checkGrantable(auth, 'body.role.permissions', permissions);
    const role: StoredRole = {
      id: store.nextId('roles'), name, show_admin_menu: input.show_admin_menu ?? false, permissions,
      organization_id: auth.user.organization_id, updated_at: new Date().toISOString(),
    };
    store.data.roles.push(role);
    store.rolesById.set(role.id, role);
    return role;
  },
  // The revision reads as an update's does ("View Room, Edit Room"), not the raw rules, of which
  // the history showed one as JSON (admin QA).
  createdFields: (_ctx, role) => ({
    name: role.name, show_admin_menu: role.show_admin_menu,
    ...(role.permissions.length ? { permissions_added: role.permissions.map(permissionText).join(', ') } : {}),
  }),
  update: ({ auth, services: { store } }, role, input, edit) => {
    checkNotAbove(auth, role, `The role ${role.name}`);
    const name = input.name?.trim();
    if (name !== undefined) checkName(store, role.organization_id, name, role);
    edit.set('name', name);
    edit.set('show_admin_menu', input.show_admin_menu);
    if (input.permissions === undefined) return;
    const next = checkedRules(input.permissions);
    if (role.id === auth.role.id && !next.some((p) => p.action === 'Edit' && p.resource === 'Role')) {
      throw badRequest('body.role.permissions', 'own_role', 'You cannot remove Edit Role from your own role');
    }
    // A readable diff: the rules taken away and the rules given, rather than two long lists.
    const before = new Set(role.permissions.map(permissionText));
    const after = new Set(next.map(permissionText));
    const removed = [...before].filter((t) => !after.has(t));
    const added = [...after].filter((t) => !before.has(t));
    checkGrantable(auth, 'body.role.permissions', next.filter((rule) => added.includes(permissionText(rule))));
    if (removed.length) edit.note('permissions_removed', removed.join(', '), null);
    if (added.length) edit.note('permissions_added', null, added.join(', '));
    role.permissions = next;
  },
  remove: ({ auth, services: { store } }, role) => {
    checkNotAbove(auth, role, `The role ${role.name}`);
    const held = usersOf(store, role).length;
    if (held > 0) throw new ApiError(409, `${held} user${held === 1 ? ' holds' : 's hold'} this role; give them another role first`, 'role_in_use');
    store.data.roles.splice(store.data.roles.indexOf(role), 1);
    store.rolesById.delete(role.id);
  },
  dropdowns: { role: roleChoices },
  afterChange: async (ctx, role, action) => {
    if (action === 'delete') return;
    role.updated_at = new Date().toISOString();
    await tellUsersUpdated(ctx.services, usersOf(ctx.services.store, role));
  },
  sample: (store) => ({
    name: `Sample Role ${store.data.roles.length + 1}`,
    show_admin_menu: false,
    permissions: [{ action: 'View', resource: 'Patient' }],
  }),
};

export const roleHandlers: ApiHandlers = resourceHandlers(roleSpec);
