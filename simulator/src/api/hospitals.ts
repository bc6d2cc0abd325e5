// Hospitals (the product's divisions) on the generic collection: what is theirs alone. A division
// belongs to a hospital of one organisation; its name is unique in the organisation (any case). A
// new one joins the divisions of the administrator who adds it and of every user of that hospital
// who held all its other divisions (the all-hospitals users): a user limited to some divisions is
// given a new one by an administrator, deliberately. Every change reaches the pickers of the
// division's users at once (user-updated: their web app reloads the current user). Each user the
// new hospital joins has it in their history: access given without a trace is no audit trail.
import { hospitals } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import { recordRevision } from '../resources/revisions.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { Division, User } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';
import { tellUsersUpdated } from './user-updated.ts';
import { userSpec } from './user-accounts.ts';

const organizationOf = (division: Division, store: Store) => store.hospital(division.hospital_id).organization_id;

function checkName(store: Store, organization: string, name: string, self?: Division) {
  const wanted = name.toLowerCase();
  const taken = store.data.divisions.some((d) => d !== self && organizationOf(d, store) === organization && d.name.toLowerCase() === wanted);
  if (taken) throw badRequest('body.hospital_division.name', 'unique', 'A hospital with this name already exists');
}

/** '' and null are no address. */
const addressOf = (address: string | null | undefined) => (address === undefined ? undefined : address?.trim() || null);

/** Users of the hospital who hold every one of its divisions so far. */
function allDivisionUsers(store: Store, hospitalId: number): User[] {
  const ids = store.data.divisions.filter((d) => d.hospital_id === hospitalId).map((d) => d.id);
  return store.data.users.filter((u) => u.hospital_id === hospitalId && ids.every((id) => u.division_ids.includes(id)));
}

/** A user's divisions as their record reads them (the Divisions field of the users table). */
const divisionNames = (store: Store, ids: readonly number[]) => ids.flatMap((id) => store.divisionsById.get(id)?.name ?? []).join(', ');

const count = (ids: readonly number[]) => {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

export const hospitalSpec: ResourceSpec<'HospitalDivision', 'HospitalDivisions', Division> = {
  descriptor: hospitals,
  records: (store) => store.data.divisions,
  byId: (store, id) => store.divisionsById.get(id),
  organizationOf,
  toRows: ({ services: { store } }, recs) => {
    const units = count(store.data.units.map((u) => u.division_id));
    const rooms = count(store.data.rooms.map((r) => r.division_id));
    return recs.map((d) => ({
      id: d.id, name: d.name, color: d.color, timezone: d.timezone, address: d.address,
      unit_count: units.get(d.id) ?? 0, room_count: rooms.get(d.id) ?? 0, updated_at: d.updated_at,
    }));
  },
  create: (ctx, input) => {
    const { auth: { user }, services: { store } } = ctx;
    const name = (input.name ?? '').trim();
    checkName(store, user.organization_id, name);
    const joining = new Set([user, ...allDivisionUsers(store, user.hospital_id)]);
    const division: Division = {
      id: store.nextId('divisions'),
      name,
      // color and timezone are there: the form's required rules ran first.
      color: input.color!, timezone: input.timezone!, address: addressOf(input.address) ?? null,
      hospital_id: user.hospital_id, meeting_preview_enabled: true, updated_at: new Date().toISOString(), welcome_message: null,
    };
    store.data.divisions.push(division);
    store.divisionsById.set(division.id, division);
    for (const member of joining) {
      const before = divisionNames(store, member.division_ids);
      member.division_ids.push(division.id);
      recordRevision(ctx, userSpec, member, 'update', { divisions: [before, divisionNames(store, member.division_ids)] });
    }
    return division;
  },
  update: ({ services: { store } }, division, input, edit) => {
    const name = input.name?.trim();
    if (name !== undefined) checkName(store, organizationOf(division, store), name, division);
    edit.set('name', name);
    edit.set('color', input.color);
    edit.set('timezone', input.timezone);
    edit.set('address', addressOf(input.address));
  },
  afterChange: async ({ services }, division) => {
    division.updated_at = new Date().toISOString();
    await tellUsersUpdated(services, services.store.data.users.filter((u) => u.division_ids.includes(division.id)));
  },
  sample: (store) => ({ name: `Sample Hospital ${store.data.divisions.length + 1}`, color: 'cyan', timezone: 'America/Chicago' }),
};

export const hospitalHandlers: ApiHandlers = resourceHandlers(hospitalSpec);
