// Three groups per division, so a group's page has something to show: Rapid Response holds every
// active user of the division, the first three rooms and the first unit; Night Shift the first
// two users, the next unit and its first rooms; Float Pool and the teams after it are set up but not
// yet staffed (ten per division: ids d * 10 to d * 10 + 9, and a page of 10 has a second page).
import type { Division, Group, Room, Unit, User } from './types.ts';

const ROOMS_PER_GROUP = 3;
const unstaffed = ['Float Pool', 'Day Shift', 'Weekend Coverage', 'Stroke Team', 'Sepsis Team', 'Falls Prevention', 'Discharge Planning', 'Wound Care'];

export function seedGroups(divisions: readonly Division[], units: readonly Unit[], rooms: readonly Room[], users: readonly User[], at: string): Group[] {
  return divisions.flatMap((d) => {
    const members = users.filter((u) => !u.blocked && u.division_ids.includes(d.id)).map((u) => u.id);
    const [first, second] = units.filter((u) => u.division_id === d.id);
    const roomsOf = (unit: Unit | undefined) => rooms.filter((r) => r.unit_id === unit?.id).slice(0, ROOMS_PER_GROUP).map((r) => r.id);
    const group = (i: number, name: string, member_ids: number[], unit: Unit | undefined, description: string | null): Group => ({
      id: d.id * 10 + i, name: `${d.name} ${name}`, description, division_id: d.id,
      member_ids, room_ids: roomsOf(unit), unit_ids: unit ? [unit.id] : [], updated_at: at,
    });
    return [
      group(0, 'Rapid Response', members, first, 'Answers deteriorating-patient calls'),
      group(1, 'Night Shift', members.slice(0, 2), second, null),
      ...unstaffed.map((name, i) => group(i + 2, name, [], undefined, null)),
    ];
  });
}
