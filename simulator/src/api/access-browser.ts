// User Management, Access Browser: who can see which rooms, units and patients, and why. Read-only;
// every verdict is the enforcing rule's own (auth/access.ts for the scope, the role's rules for the
// View permission the guard checks), here only put into words. The caller sees users of their
// organisation and rooms of their own scope (another's answer 404, like missing ones).
import type { components } from '@bedside/openapi/api';
import { ApiError } from '../api-error.ts';
import { groupGrants, scopeReasons, type GroupGrants, type Place, type ScopeReason } from '../auth/access.ts';
import type { AuthContext } from '../auth/context.ts';
import { Collection } from '../resources/collection.ts';
import { can } from '../store/roles.ts';
import type { Store } from '../store/store.ts';
import type { Patient, Room, User } from '../store/types.ts';
import { roomSpec } from './rooms.ts';
import type { ApiHandlers } from './types.ts';

type Schemas = components['schemas'];
type Reason = Schemas['AccessReason'];
type Resource = 'Room' | 'Unit' | 'Patient';

const rooms = new Collection(roomSpec);

/** What one user is: their role's rules, their divisions and the rooms and units their groups give. */
interface Subject { user: User; roleName: string; rules: (resource: Resource) => boolean; grants: GroupGrants }

function subject(store: Store, user: User): Subject {
  const role = store.roleOf(user);
  // A blocked user's calls are refused (401) before any rule: they see nothing.
  return { user, roleName: role.name, rules: (resource) => !user.blocked && can(role.permissions, 'View', resource), grants: groupGrants(store, user.id) };
}

function roleReason(who: Subject, resource: Resource): Reason {
  if (who.user.blocked) return { kind: 'blocked', text: 'This login is disabled' };
  return who.rules(resource)
    ? { kind: 'role_grants', text: `Role ${who.roleName} grants View ${resource}` }
    : { kind: 'role_lacks', text: `Role ${who.roleName} lacks View ${resource}` };
}

function scopeText(store: Store, reason: ScopeReason): Reason {
  switch (reason.kind) {
    case 'division': return { kind: 'division', text: `Division ${store.divisionsById.get(reason.division_id)?.name ?? ''} is assigned to the user` };
    case 'group_room': return { kind: 'group_room', text: `Group ${reason.group.name} gives room ${store.roomsById.get(reason.room_id)?.name ?? ''}` };
    case 'group_unit': return { kind: 'group_unit', text: `Group ${reason.group.name} gives unit ${store.data.units.find((u) => u.id === reason.unit_id)?.name ?? ''}` };
  }
}

/** The reason chain for one place: the role's View rule of `resource`, then why it is in scope, or that it is not. */
function explain(store: Store, who: Subject, place: Place, resource: Resource, what: string) {
  const scope = scopeReasons(who.user.division_ids, who.grants, place);
  const division = store.divisionsById.get(place.division_id)?.name ?? '';
  const reasons = [roleReason(who, resource), ...scope.map((r) => scopeText(store, r))];
  if (!scope.length) reasons.push({ kind: 'no_access', text: `No access to division ${division}, and no group of the user's gives this ${what}` });
  return { inScope: scope.length > 0, reasons };
}

const accessUser = (store: Store, user: User): Schemas['AccessUser'] => {
  const role = store.roleOf(user);
  return { id: user.id, name: user.name, role: { id: role.id, name: role.name }, blocked: user.blocked };
};

function patientsByRoom(store: Store): Map<number, Schemas['AccessPatient'][]> {
  const byRoom = new Map<number, Schemas['AccessPatient'][]>();
  const admitted = store.data.patients.filter((p): p is Patient & { room_id: number } => p.room_id !== null && p.status !== 'discharged');
  for (const p of admitted) byRoom.set(p.room_id, [...(byRoom.get(p.room_id) ?? []), { id: p.id, display_name: p.display_name }]);
  return byRoom;
}

const roomPlaceOf = (room: Room): Place => ({ division_id: room.division_id, room_id: room.id, unit_id: room.unit_id });

function roomAccess(store: Store, who: Subject, room: Room) {
  const { inScope, reasons } = explain(store, who, roomPlaceOf(room), 'Patient', 'room');
  return { sees_room: inScope && who.rules('Room'), sees_patients: inScope && who.rules('Patient'), reasons };
}

function userOfOrganization(auth: AuthContext, store: Store, id: number): User {
  const user = store.usersById.get(id);
  if (!user || user.organization_id !== auth.user.organization_id) throw new ApiError(404, `User ${id} not found`, 'not_found');
  return user;
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

export const accessBrowserHandlers: ApiHandlers = {
  listAccessBrowserUsers: ({ auth, services: { store } }) => store.data.users
    .filter((u) => u.organization_id === auth.user.organization_id)
    .sort(byName)
    .map((u) => accessUser(store, u)),

  getUserAccess: ({ auth, services: { store }, params, query }) => {
    const who = subject(store, userOfOrganization(auth, store, params.id));
    const patients = patientsByRoom(store);
    // The caller's own divisions (the one asked for, or all of theirs): nothing they could not see.
    const divisions = auth.divisions(query.division_id).flatMap((id) => store.divisionsById.get(id) ?? []).sort(byName);
    return {
      user: accessUser(store, who.user),
      permissions: (['Room', 'Unit', 'Patient'] as const).map((r) => roleReason(who, r)),
      divisions: divisions.map((d) => ({
        id: d.id, name: d.name, assigned: who.user.division_ids.includes(d.id),
        units: store.data.units.filter((u) => u.division_id === d.id).sort(byName).map((unit) => {
          const { inScope, reasons } = explain(store, who, { division_id: d.id, unit_id: unit.id }, 'Unit', 'unit');
          return {
            id: unit.id, name: unit.name, sees_unit: inScope && who.rules('Unit'), reasons,
            rooms: store.data.rooms.filter((r) => r.unit_id === unit.id).sort(byName)
              .map((room) => ({ id: room.id, name: room.name, ...roomAccess(store, who, room), patients: patients.get(room.id) ?? [] })),
          };
        }),
      })),
    };
  },

  getRoomAccess: (ctx) => {
    const { auth, services: { store }, params } = ctx;
    const room = rooms.find(ctx, params.id);
    const named = (x: { id: number; name: string } | undefined) => ({ id: x?.id ?? 0, name: x?.name ?? '' });
    const users = store.data.users
      .filter((u) => u.organization_id === auth.user.organization_id && !u.blocked)
      .sort(byName)
      .map((u) => ({ user: accessUser(store, u), ...roomAccess(store, subject(store, u), room) }))
      .filter((answer) => !answer.reasons.some((r) => r.kind === 'no_access'));
    return {
      room: named(room),
      unit: named(store.data.units.find((u) => u.id === room.unit_id)),
      division: named(store.divisionsById.get(room.division_id)),
      patients: patientsByRoom(store).get(room.id) ?? [],
      users,
    };
  },
};
