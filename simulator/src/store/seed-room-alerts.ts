// Room alerts (shell §3 room alert kinds) for the Patient Central tiles: about a third of the rooms
// carry one or two. Drawn from a PRNG of their own, so every other seeded record draws as before.
import { createRng } from './prng.ts';
import type { Room, RoomAlert } from './types.ts';

const ALERT_SALT = 0x0a1e_7500;
const choices: readonly RoomAlert[] = [
  { kind: 'fall_risk', level: 'high' }, { kind: 'fall_risk', level: 'very_high' },
  { kind: 'contact_precaution', level: 'partial' }, { kind: 'contact_precaution', level: 'full' },
  { kind: 'npo', level: 'on' },
  { kind: 'food_allergy', level: 'low_risk' }, { kind: 'food_allergy', level: 'high_risk' },
];

export function seedRoomAlerts(seedValue: number, rooms: Room[]): void {
  const rng = createRng(seedValue ^ ALERT_SALT);
  for (const room of rooms) {
    if (!rng.chance(0.35)) continue;
    const first = rng.pick(choices);
    const second = rng.chance(0.4) ? rng.pick(choices) : null;
    // One alert of a kind per room: a second draw of the same kind is dropped.
    room.alerts = second && second.kind !== first.kind ? [first, second] : [first];
  }
}
