import type { components } from '@bedside/openapi/api';

type CurrentUser = components['schemas']['CurrentUser'];

/**
 * The private-encrypted channels a signed-in user listens on: their own, their hospital's and its
 * nudge channel, and both of those for each of their divisions. Every event about a division's
 * monitors, devices, visits and requests comes on that division's only (openapi/realtime/events.yaml):
 * without them, its handlers would never hear of it.
 */
export function userChannels(user: Pick<CurrentUser, 'id' | 'hospital_id'> & { divisions?: readonly { id: number }[] }): string[] {
  const hospital = `private-encrypted-hospital-${user.hospital_id}`;
  const nudge = `private-encrypted-hospital-nudge-${user.hospital_id}`;
  return [
    `private-encrypted-user-${user.id}`, hospital, nudge,
    ...(user.divisions ?? []).flatMap((d) => [`${hospital}-division-${d.id}`, `${nudge}-division-${d.id}`]),
  ];
}
