// Users on the generic collection: what is theirs alone. A user belongs to the organisation and
// holds some of its divisions. The email is unique among all users (sign-in finds a user by it);
// the role is one of the organisation's and nobody changes their own (no one raises or locks out
// themselves); divisions are given or taken away only by someone who belongs to them. A password
// is stored hashed, never served, and its revision says only that it was set or changed. Every
// check runs before anything is changed, so a refused save leaves the user as they were. A change
// reaches the user's signed-in app at once (user-updated): their divisions, sidebar and avatar.
import type { components } from '@bedside/openapi/api';
import { staffKind, users, type WriteOf } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { checkNotAbove, notHeld } from './privileges.ts';
import { hashPassword } from '../auth/passwords.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { Ctx, ResourceSpec } from '../resources/spec.ts';
import { DEFAULT_FLAGS } from '../store/seed.ts';
import type { Store } from '../store/store.ts';
import type { StaffKind, User } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';
import { tellUsersUpdated } from './user-updated.ts';

type Row = components['schemas']['User'];
type Input = WriteOf<'User'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkEmail(store: Store, email: string, self?: User): void {
  if (!EMAIL.test(email)) throw badRequest('body.user.email', 'email', 'Enter a valid email address');
  // The message names no one: the holder may be of another organisation.
  const holder = store.userByEmail(email);
  if (holder && holder !== self) throw badRequest('body.user.email', 'unique', 'A user with this email already exists');
}

function checkRole({ auth, services: { store } }: Ctx, roleId: number, self?: User): number {
  const role = store.rolesById.get(roleId);
  if (!role || role.organization_id !== auth.user.organization_id) throw badRequest('body.user.role_id', 'known', "Choose one of your organization's roles");
  if (self?.id === auth.user.id && roleId !== self.role_id) throw badRequest('body.user.role_id', 'own_role', 'You cannot change your own role');
  if (roleId !== self?.role_id) {
    const missing = notHeld(auth, role.permissions);
    if (missing.length) throw badRequest('body.user.role_id', 'held', `You can give only a role whose permissions you hold; not ${missing.join(', ')}`);
  }
  return roleId;
}

/** The divisions after the change, in id order; only the caller's own may come or go. */
function checkDivisions({ auth }: Ctx, next: readonly number[], before: readonly number[] = []): number[] {
  const mine = new Set(auth.user.division_ids);
  const changed = [...next.filter((id) => !before.includes(id)), ...before.filter((id) => !next.includes(id))];
  if (changed.some((id) => !mine.has(id))) throw badRequest('body.user.division_ids', 'own_divisions', 'Only divisions you belong to can be given or taken away');
  return [...new Set(next)].sort((a, b) => a - b);
}

const inKindOrder = (kinds: readonly StaffKind[]) => staffKind.values.filter((kind) => kinds.includes(kind));
const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 60));

/** What a revision shows of the fields kept as ids or lists: the names a person reads. */
const readable = (row: Row) => ({
  role: row.role.name,
  divisions: row.divisions.map((d) => d.name).join(', '),
  staff_types: row.staff_types.map((t) => t.name).join(', ') || null,
  virtual_request_types: row.virtual_request_types.map((t) => t.name).join(', ') || null,
});

function toRows({ services: { store } }: Ctx, recs: readonly User[]): Row[] {
  const staffNames = new Map(store.data.staffTypes.map((t) => [`${t.organization_id} ${t.kind}`, t.display_name]));
  return recs.map((user) => {
    const named = (kinds: readonly StaffKind[]) => kinds.map((kind) => ({ kind, name: staffNames.get(`${user.organization_id} ${kind}`) ?? staffKind.text[kind] }));
    const role = store.roleOf(user);
    return {
      id: user.id, name: user.name, email: user.email, role: { id: role.id, name: role.name },
      divisions: user.division_ids.flatMap((id) => {
        const division = store.divisionsById.get(id);
        return division ? [{ id, name: division.name }] : [];
      }),
      staff_types: named(user.staff_kinds), virtual_request_types: named(user.virtual_request_types),
      inactivity_timeout_min: minutes(user.inactivity_timeout_sec), time_format: user.time_format, avatar_color: user.avatar_color, updated_at: user.updated_at,
    };
  });
}

const rowOf = (ctx: Ctx, user: User): Row => {
  const [row] = toRows(ctx, [user]);
  if (!row) throw new Error(`user ${user.id} has no row`);
  return row;
};

const staffOptions = ({ auth, services }: Ctx, q: string | undefined, keep: (kind: StaffKind) => boolean) => services.store.data.staffTypes
  .filter((t) => t.organization_id === auth.user.organization_id && keep(t.kind) && (!q || t.display_name.toLowerCase().includes(q.toLowerCase())))
  .map((t) => ({ key: t.kind, value: t.display_name }))
  .sort((a, b) => a.value.localeCompare(b.value));

const seconds = (input: Input) => (input.inactivity_timeout_min === undefined ? undefined : input.inactivity_timeout_min === null ? null : input.inactivity_timeout_min * 60);

export const userSpec: ResourceSpec<'User', 'Users', User> = {
  descriptor: users,
  records: (store) => store.data.users,
  byId: (store, id) => store.usersById.get(id),
  organizationOf: (user) => user.organization_id,
  toRows,
  create: (ctx, input) => {
    const { store } = ctx.services;
    const email = (input.email ?? '').trim();
    checkEmail(store, email);
    const roleId = checkRole(ctx, input.role_id ?? 0);
    const divisionIds = checkDivisions(ctx, input.division_ids ?? []);
    const caller = ctx.auth.user;
    const user: User = {
      id: store.nextId('users'), persona: null, name: (input.name ?? '').trim(), email,
      organization_id: caller.organization_id, hospital_id: caller.hospital_id, role_id: roleId,
      division_ids: divisionIds, preferred_division_id: divisionIds[0] ?? null, blocked: false, timezone: caller.timezone,
      time_format: input.time_format ?? 12, staff_kinds: inKindOrder(input.staff_types ?? []), virtual_request_types: inKindOrder(input.virtual_request_types ?? []),
      inactivity_timeout_sec: seconds(input) ?? null, enabled_flags: [...DEFAULT_FLAGS], avatar_color: input.avatar_color ?? null,
      // Required on create (the form's rule, checked before this runs).
      password_hash: hashPassword(input.password ?? ''), updated_at: new Date().toISOString(),
    };
    store.data.users.push(user);
    store.usersById.set(user.id, user);
    return user;
  },
  createdFields: (ctx, user) => {
    const row = rowOf(ctx, user);
    const { name, email, time_format, inactivity_timeout_min, avatar_color } = row;
    return Object.fromEntries(Object.entries({ name, email, ...readable(row), time_format, inactivity_timeout_min, avatar_color, password: 'Set' }).filter(([, v]) => v !== null));
  },
  update: (ctx, user, input, edit) => {
    const { store } = ctx.services;
    // Their password, email or role set by someone who holds less: an account taken over.
    if (user.id !== ctx.auth.user.id) checkNotAbove(ctx.auth, store.rolesById.get(user.role_id), `${user.name}'s role`);
    const email = input.email?.trim();
    if (email !== undefined) checkEmail(store, email, user);
    const roleId = input.role_id === undefined ? undefined : checkRole(ctx, input.role_id, user);
    const divisionIds = input.division_ids === undefined ? undefined : checkDivisions(ctx, input.division_ids, user.division_ids);

    const before = readable(rowOf(ctx, user));
    edit.set('name', input.name?.trim());
    edit.set('email', email);
    edit.set('time_format', input.time_format);
    edit.set('avatar_color', input.avatar_color);
    const timeout = seconds(input);
    if (timeout !== undefined) {
      edit.note('inactivity_timeout_min', minutes(user.inactivity_timeout_sec), minutes(timeout));
      user.inactivity_timeout_sec = timeout;
    }
    if (roleId !== undefined) user.role_id = roleId;
    if (divisionIds) {
      user.division_ids = divisionIds;
      // The division they would land in must still be theirs.
      if (user.preferred_division_id === null || !divisionIds.includes(user.preferred_division_id)) user.preferred_division_id = divisionIds[0] ?? null;
    }
    if (input.staff_types) user.staff_kinds = inKindOrder(input.staff_types);
    if (input.virtual_request_types) user.virtual_request_types = inKindOrder(input.virtual_request_types);
    const after = readable(rowOf(ctx, user));
    for (const key of Object.keys(before) as (keyof typeof before)[]) edit.note(key, before[key], after[key]);
    // Empty keeps the current password; the revision never holds a password or its hash.
    if (input.password) {
      edit.note('password', user.password_hash ? 'Set' : 'Not set', 'Changed');
      user.password_hash = hashPassword(input.password);
    }
  },
  dropdowns: {
    // Only the roles the caller may give (privileges.ts): a hospital administrator was offered
    // System Administrator and learnt of the refusal on Save.
    role: ({ auth, services }, _divisions, q) => services.store.data.roles
      .filter((r) => r.organization_id === auth.user.organization_id && (!q || r.name.toLowerCase().includes(q.toLowerCase())) && !notHeld(auth, r.permissions).length)
      .map((r) => ({ key: String(r.id), value: r.name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    // The caller's own divisions, whatever division the page is on: the ones they may give.
    division: ({ auth, services }, _divisions, q) => auth.user.division_ids
      .flatMap((id) => {
        const division = services.store.divisionsById.get(id);
        return division && (!q || division.name.toLowerCase().includes(q.toLowerCase())) ? [{ key: String(id), value: division.name }] : [];
      })
      .sort((a, b) => a.value.localeCompare(b.value)),
    staff_type: (ctx, _divisions, q) => staffOptions(ctx, q, () => true),
    // A virtual observer takes no virtual requests.
    virtual_request_type: (ctx, _divisions, q) => staffOptions(ctx, q, (kind) => kind !== 'virtual_observer'),
  },
  afterChange: async (ctx, user, action) => {
    user.updated_at = new Date().toISOString();
    if (action === 'update') await tellUsersUpdated(ctx.services, [user]);
  },
  sample: (store, divisionId) => {
    const n = store.data.users.length + 1;
    return { name: `Sample User ${n}`, email: `sample.user.${n}@mercy-general.test`, password: 'Sample-Passw0rd!', role_id: 4, division_ids: [divisionId], time_format: 12 };
  },
};

export const userAccountHandlers: ApiHandlers = resourceHandlers(userSpec);
