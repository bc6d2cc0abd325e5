// Units on the generic collection: what is theirs alone. A unit belongs to one division (the
// division_id of its create), its name is unique in that division, and its row counts its rooms.
import { units } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { Unit } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

function checkName(store: Store, name: string, divisionId: number, self?: Unit) {
  const taken = store.data.units.some((u) => u !== self && u.division_id === divisionId && u.name.toLowerCase() === name.toLowerCase());
  if (taken) throw badRequest('body.unit.name', 'unique', 'A unit with this name already exists in this division');
}

export const unitSpec: ResourceSpec<'Unit', 'Units', Unit> = {
  descriptor: units,
  records: (store) => store.data.units,
  // A group may give a unit to a user of another division.
  placeOf: (_store, u) => ({ division_id: u.division_id, unit_id: u.id }),
  toRows: ({ services: { store } }, recs) => {
    const roomCounts = new Map<number, number>();
    for (const room of store.data.rooms) roomCounts.set(room.unit_id, (roomCounts.get(room.unit_id) ?? 0) + 1);
    return recs.map((u) => {
      const division = store.divisionsById.get(u.division_id);
      if (!division) throw new Error(`unit ${u.id} has no division ${u.division_id}`);
      return { id: u.id, name: u.name, division: { id: division.id, name: division.name }, room_count: roomCounts.get(u.id) ?? 0 };
    });
  },
  create: ({ services: { store } }, input, divisionId) => {
    const name = (input.name ?? '').trim();
    checkName(store, name, divisionId);
    const unit: Unit = { id: store.nextId('units'), name, division_id: divisionId };
    store.data.units.push(unit);
    return unit;
  },
  update: ({ services: { store } }, unit, input, edit) => {
    const name = input.name?.trim();
    checkName(store, name ?? unit.name, unit.division_id, unit);
    edit.set('name', name);
  },
  dropdowns: {
    division: ({ services }, divisions, q) => services.store.data.divisions
      .filter((d) => divisions.has(d.id) && (!q || d.name.toLowerCase().includes(q.toLowerCase())))
      .map((d) => ({ key: String(d.id), value: d.name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
  },
  sample: (store) => ({ name: `Sample Unit ${store.data.units.length + 1}` }),
};

export const unitHandlers: ApiHandlers = resourceHandlers(unitSpec);
