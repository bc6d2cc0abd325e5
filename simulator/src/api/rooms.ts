// Rooms on the generic collection: what is theirs alone. A room belongs to a unit of its division,
// and its name is unique in that unit.
import { rooms } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { Room } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

function unitFor(store: Store, unitId: number | undefined, divisionId: number) {
  const unit = store.data.units.find((u) => u.id === unitId && u.division_id === divisionId);
  // Another division's unit reads as a missing one (no other division's data in an error).
  if (!unit) throw badRequest('body.room.unit_id', 'exists', `Unit ${unitId} not found in this division`);
  return unit;
}

function checkName(store: Store, name: string, unitId: number, self?: Room) {
  const taken = store.data.rooms.some((r) => r !== self && r.unit_id === unitId && r.name.toLowerCase() === name.toLowerCase());
  if (taken) throw badRequest('body.room.name', 'unique', 'A room with this name already exists in this unit');
}

export const roomSpec: ResourceSpec<'Room', 'Rooms', Room> = {
  descriptor: rooms,
  records: (store) => store.data.rooms,
  byId: (store, id) => store.roomsById.get(id),
  // A group may give a room (or its unit) to a user of another division.
  placeOf: (_store, r) => ({ division_id: r.division_id, room_id: r.id, unit_id: r.unit_id }),
  toRows: ({ services: { store } }, recs) => {
    const units = new Map(store.data.units.map((u) => [u.id, u]));
    return recs.map((r) => {
      const unit = units.get(r.unit_id);
      const division = store.divisionsById.get(r.division_id);
      if (!unit || !division) throw new Error(`room ${r.id} has no unit ${r.unit_id} or division ${r.division_id}`);
      return { id: r.id, name: r.name, unit: { id: unit.id, name: unit.name }, division: { id: division.id, name: division.name } };
    });
  },
  create: ({ services: { store } }, input, divisionId) => {
    const unit = unitFor(store, input.unit_id, divisionId);
    const name = (input.name ?? '').trim();
    checkName(store, name, unit.id);
    const room: Room = { id: store.nextId('rooms'), name, unit_id: unit.id, division_id: divisionId };
    store.data.rooms.push(room);
    store.roomsById.set(room.id, room);
    return room;
  },
  // The unit by name, as a move's revision names it (the history showed "Unit 51"; admin QA).
  createdFields: ({ services: { store } }, room) => ({ name: room.name, unit: store.data.units.find((u) => u.id === room.unit_id)?.name ?? null }),
  update: ({ services: { store } }, room, input, edit) => {
    const unit = input.unit_id === undefined ? undefined : unitFor(store, input.unit_id, room.division_id);
    const name = input.name?.trim();
    checkName(store, name ?? room.name, unit?.id ?? room.unit_id, room);
    edit.set('name', name);
    if (unit && unit.id !== room.unit_id) {
      edit.note('unit', store.data.units.find((u) => u.id === room.unit_id)?.name ?? null, unit.name);
      room.unit_id = unit.id;
    }
  },
  dropdowns: {
    unit: ({ services }, divisions, q) => services.store.data.units
      .filter((u) => divisions.has(u.division_id) && (!q || u.name.toLowerCase().includes(q.toLowerCase())))
      .map((u) => ({ key: String(u.id), value: u.name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
  },
  serverFilters: {
    unit_id: (_ctx, value) => (row) => row.unit.id === Number(value),
  },
  sample: (store, divisionId) => ({
    name: `Sample Room ${store.data.rooms.length + 1}`,
    unit_id: store.data.units.find((u) => u.division_id === divisionId)?.id ?? 0,
  }),
};

export const roomHandlers: ApiHandlers = resourceHandlers(roomSpec);
