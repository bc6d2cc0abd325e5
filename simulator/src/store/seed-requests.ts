// A few virtual requests of the past days at Mercy General (and one at St. Elsewhere), so the list
// shows each status before anyone raises one. Seeded requests notify nobody: they are history.
import { iso } from './clock.ts';
import type { Patient, Room, StoredVirtualRequest, User } from './types.ts';

// [type id, status, priority, assignee persona]: Mercy's types are 1-5 in kind order (eicu,
// security, translation, virtual_nursing, virtual_scribe), St. Elsewhere's 6-10. Most are settled;
// the newest few are still open.
const kinds: readonly [number, StoredVirtualRequest['status'], StoredVirtualRequest['priority'], string | null][] = [
  [4, 'accepted', 'medium', 'virtual-nurse'],
  [1, 'accepted', 'high', 'virtual-nurse'],
  [2, 'dismissed', 'high', null],
  [3, 'denied', 'medium', null],
  [2, 'accepted', 'high', 'central-monitoring'],
  [5, 'dismissed', 'low', null],
];
/** Eight of each, one every 3 hours going back; the last four are open. */
const COUNT = 48;

export function seedVirtualRequests(patients: readonly Patient[], rooms: readonly Room[], users: readonly User[]): StoredVirtualRequest[] {
  const roomName = new Map(rooms.map((r) => [r.id, r.name]));
  const inRoom = patients.filter((p) => p.status === 'active' && p.room_id !== null);
  const inDivision = (division: number) => inRoom.filter((p) => p.division_id === division);
  const mercy = [1, 2, 3, 4].map(inDivision);
  const elsewhere = inRoom.find((p) => p.division_id === 5);
  const request = (id: number, patient: Patient, [type, status, priority, assignee]: (typeof kinds)[number], ago: number): StoredVirtualRequest => ({
    id, virtual_request_type_id: type, priority, status, patient_id: patient.id, room_name: roomName.get(patient.room_id ?? 0) ?? null,
    division_id: patient.division_id, assignee_user_id: users.find((u) => u.persona === assignee)?.id ?? null, source: 'staff',
    notified_user_ids: [], received_by: [], dismissed_by: [], created_at: iso(-ago), updated_at: iso(-ago + 3),
  });
  // The divisions in turn, a different patient of each every time round.
  const seeded = Array.from({ length: COUNT }, (_, i) => {
    const patients = mercy[i % 4]!;
    const [type, status, priority, assignee] = kinds[i % kinds.length]!;
    const open = i >= COUNT - 4;
    return request(i + 1, patients[Math.floor(i / 4) % patients.length]!, [type, open ? 'open' : status, priority, open ? null : assignee], 180 * (COUNT - i) - 100);
  });
  if (elsewhere) seeded.push(request(seeded.length + 1, elsewhere, [9, 'open', 'medium', null], 120));
  return seeded;
}
