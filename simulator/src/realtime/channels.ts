// Channel names of the realtime contract (openapi/realtime/events.yaml).
import type { components } from '@bedside/openapi/realtime';

export type ChannelScope = components['schemas']['ChannelScope'];
export type EventMap = components['schemas']['EventMap'];
export type EventName = keyof EventMap;

export const userChannel = (userId: number) => `private-encrypted-user-${userId}`;
export const hospitalChannel = (hospitalId: number) => `private-encrypted-hospital-${hospitalId}`;
export const hospitalNudgeChannel = (hospitalId: number) => `private-encrypted-hospital-nudge-${hospitalId}`;
/** The hospital channels of one division: events about its patients, monitors, devices, visits and requests reach only its users. */
export const divisionChannel = (hospitalId: number, divisionId: number) => `${hospitalChannel(hospitalId)}-division-${divisionId}`;
export const divisionNudgeChannel = (hospitalId: number, divisionId: number) => `${hospitalNudgeChannel(hospitalId)}-division-${divisionId}`;

/** The channels a user may subscribe to: their own, their hospital's two, and those two of each of their divisions. */
export function channelsOf(user: { id: number; hospital_id: number; division_ids: readonly number[] }): string[] {
  return [
    userChannel(user.id), hospitalChannel(user.hospital_id), hospitalNudgeChannel(user.hospital_id),
    ...user.division_ids.flatMap((d) => [divisionChannel(user.hospital_id, d), divisionNudgeChannel(user.hospital_id, d)]),
  ];
}

export function channelFor(scope: ChannelScope, user: { id: number; hospital_id: number }): string {
  switch (scope) {
    case 'user': return userChannel(user.id);
    case 'hospital': return hospitalChannel(user.hospital_id);
    case 'hospital_nudge': return hospitalNudgeChannel(user.hospital_id);
  }
}
