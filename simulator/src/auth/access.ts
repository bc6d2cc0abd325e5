// Which rooms, units and patients a user may see, and why: one rule read by the collections that
// enforce it (rooms, units, patients: collection.ts) and by the Access Browser that explains it
// (api/access-browser.ts), so the screen cannot disagree with what a call answers.
//
// A record is in a user's scope when its division is one of the user's, or when a group the user
// is a member of lists its room, or the unit of its room (or the unit itself). A group may have
// members of any division of the organisation: that is how a float nurse gets one room of
// another tower without the whole tower. The role's View rule of the resource is the guard's.
import type { Store } from '../store/store.ts';
import type { Group } from '../store/types.ts';

/** Where a record is: its division, and its room and unit when it has them. */
export interface Place { division_id: number; room_id?: number | null; unit_id?: number | null }

/** The rooms and units the user's groups give, with the groups that give each. */
export interface GroupGrants { rooms: Map<number, Group[]>; units: Map<number, Group[]> }

export type ScopeReason =
  | { kind: 'division'; division_id: number }
  | { kind: 'group_room'; group: Group; room_id: number }
  | { kind: 'group_unit'; group: Group; unit_id: number };

const add = (map: Map<number, Group[]>, id: number, group: Group) => map.set(id, [...(map.get(id) ?? []), group]);

export function groupGrants(store: Store, userId: number): GroupGrants {
  const grants: GroupGrants = { rooms: new Map(), units: new Map() };
  for (const group of store.data.groups) {
    if (!group.member_ids.includes(userId)) continue;
    for (const id of group.room_ids) add(grants.rooms, id, group);
    for (const id of group.unit_ids) add(grants.units, id, group);
  }
  return grants;
}

/** Every reason the place is in scope; none means out of it. `divisionIds` are the user's (or, for a list, the ones asked for). */
export function scopeReasons(divisionIds: readonly number[], grants: GroupGrants | null, place: Place): ScopeReason[] {
  const reasons: ScopeReason[] = [];
  if (divisionIds.includes(place.division_id)) reasons.push({ kind: 'division', division_id: place.division_id });
  if (!grants) return reasons;
  const { room_id: roomId, unit_id: unitId } = place;
  if (roomId != null) for (const group of grants.rooms.get(roomId) ?? []) reasons.push({ kind: 'group_room', group, room_id: roomId });
  if (unitId != null) for (const group of grants.units.get(unitId) ?? []) reasons.push({ kind: 'group_unit', group, unit_id: unitId });
  return reasons;
}

/** Whether the place is in scope: scopeReasons without building them. */
export function inScope(divisionIds: readonly number[], grants: GroupGrants | null, place: Place): boolean {
  if (divisionIds.includes(place.division_id)) return true;
  if (!grants) return false;
  return (place.room_id != null && grants.rooms.has(place.room_id)) || (place.unit_id != null && grants.units.has(place.unit_id));
}

/** A room's place (the room and its unit), or a patient's through their room. */
export function roomPlace(store: Store, divisionId: number, roomId: number | null): Place {
  const room = roomId === null ? undefined : store.roomsById.get(roomId);
  return { division_id: divisionId, room_id: room?.id ?? null, unit_id: room?.unit_id ?? null };
}
