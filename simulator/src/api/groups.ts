// Groups on the generic collection: what is theirs alone. A group belongs to one division (the
// division_id of its create); its name is unique there (any case), and its rooms and units are that
// division's (another division's reads as a missing one: no other division's data in an error). Its
// members are any active users of the hospital: a group gives its members its rooms and units even
// outside their own divisions (auth/access.ts), as the Access Browser shows. A revision names the
// members, rooms and units, not their ids.
import { groups } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { Ctx, DropdownOption, ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { Group } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

type ListField = 'member_ids' | 'room_ids' | 'unit_ids';
interface Named { id: number; name: string }

/** The choices of each list field in a division, by name: its rooms and units, its hospital's users. */
function choices(store: Store, field: ListField, divisionIds: ReadonlySet<number>): Named[] {
  const hospitals = new Set([...divisionIds].map((id) => store.divisionsById.get(id)?.hospital_id));
  const all: readonly Named[] = field === 'member_ids'
    ? store.data.users.filter((u) => !u.blocked && hospitals.has(u.hospital_id))
    : (field === 'room_ids' ? store.data.rooms : store.data.units).filter((r) => divisionIds.has(r.division_id));
  return [...all].sort((a, b) => a.name.localeCompare(b.name));
}

const nameMaps = (store: Store) => ({
  member_ids: new Map(store.data.users.map((u) => [u.id, u.name])),
  room_ids: new Map(store.data.rooms.map((r) => [r.id, r.name])),
  unit_ids: new Map(store.data.units.map((u) => [u.id, u.name])),
});

/** A list field as a revision shows it: the names, sorted, as the form lists them. */
function shownList(store: Store, field: ListField, ids: readonly number[]): string {
  const names = nameMaps(store)[field];
  return ids.map((id) => names.get(id) ?? String(id)).sort().join(', ');
}

const what: Record<ListField, string> = { member_ids: 'User', room_ids: 'Room', unit_ids: 'Unit' };

function checkList(store: Store, field: ListField, ids: readonly number[] | undefined, divisionId: number): void {
  if (!ids) return;
  const allowed = new Set(choices(store, field, new Set([divisionId])).map((c) => c.id));
  const missing = ids.find((id) => !allowed.has(id));
  if (missing !== undefined) throw badRequest(`body.group.${field}`, 'exists', `${what[field]} ${missing} not found in this division`);
}

function checkName(store: Store, name: string, divisionId: number, self?: Group) {
  const taken = store.data.groups.some((g) => g !== self && g.division_id === divisionId && g.name.toLowerCase() === name.toLowerCase());
  if (taken) throw badRequest('body.group.name', 'unique', 'A group with this name already exists in this division');
}

const dropdown = (field: ListField) => ({ services: { store } }: Ctx, divisions: ReadonlySet<number>, q: string | undefined): DropdownOption[] =>
  choices(store, field, divisions)
    .filter((c) => !q || c.name.toLowerCase().includes(q.toLowerCase()))
    .map((c) => ({ key: String(c.id), value: c.name }));

export const groupSpec: ResourceSpec<'Group', 'Groups', Group> = {
  descriptor: groups,
  records: (store) => store.data.groups,
  toRows: ({ services: { store } }, recs) => {
    const names = nameMaps(store);
    const named = (field: ListField, ids: readonly number[]) => ids
      .flatMap((id) => { const name = names[field].get(id); return name === undefined ? [] : [{ id, name }]; })
      .sort((a, b) => a.name.localeCompare(b.name));
    return recs.map((g) => {
      const division = store.divisionsById.get(g.division_id);
      if (!division) throw new Error(`group ${g.id} has no division ${g.division_id}`);
      return {
        id: g.id, name: g.name, description: g.description, division: { id: division.id, name: division.name },
        members: named('member_ids', g.member_ids), rooms: named('room_ids', g.room_ids), units: named('unit_ids', g.unit_ids), updated_at: g.updated_at,
      };
    });
  },
  create: ({ services: { store } }, input, divisionId) => {
    const name = (input.name ?? '').trim();
    checkName(store, name, divisionId);
    for (const field of ['member_ids', 'room_ids', 'unit_ids'] as const) checkList(store, field, input[field], divisionId);
    const group: Group = {
      id: store.nextId('groups'), name, description: input.description?.trim() || null, division_id: divisionId,
      member_ids: [...(input.member_ids ?? [])], room_ids: [...(input.room_ids ?? [])], unit_ids: [...(input.unit_ids ?? [])], updated_at: new Date().toISOString(),
    };
    store.data.groups.push(group);
    return group;
  },
  createdFields: ({ services: { store } }, g) => ({
    name: g.name, description: g.description,
    member_ids: shownList(store, 'member_ids', g.member_ids), room_ids: shownList(store, 'room_ids', g.room_ids), unit_ids: shownList(store, 'unit_ids', g.unit_ids),
  }),
  update: ({ services: { store } }, group, input, edit) => {
    const name = input.name?.trim();
    checkName(store, name ?? group.name, group.division_id, group);
    edit.set('name', name);
    edit.set('description', input.description === undefined ? undefined : input.description?.trim() || null);
    for (const field of ['member_ids', 'room_ids', 'unit_ids'] as const) {
      const ids = input[field];
      if (!ids) continue;
      checkList(store, field, ids, group.division_id);
      edit.note(field, shownList(store, field, group[field]), shownList(store, field, ids));
      group[field] = [...ids];
    }
  },
  dropdowns: {
    division: ({ services }, divisions, q) => services.store.data.divisions
      .filter((d) => divisions.has(d.id) && (!q || d.name.toLowerCase().includes(q.toLowerCase())))
      .map((d) => ({ key: String(d.id), value: d.name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    member: dropdown('member_ids'),
    room: dropdown('room_ids'),
    unit: dropdown('unit_ids'),
  },
  afterChange: async (_ctx, group) => { group.updated_at = new Date().toISOString(); },
  sample: (store, divisionId) => ({
    name: `Sample Group ${store.data.groups.length + 1}`,
    member_ids: choices(store, 'member_ids', new Set([divisionId])).slice(0, 1).map((u) => u.id),
  }),
};

export const groupHandlers: ApiHandlers = resourceHandlers(groupSpec);
