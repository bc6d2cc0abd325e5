// Channel names of the realtime contract (openapi/realtime/events.yaml).
import type { components } from '@bedside/openapi/realtime';

export type ChannelScope = components['schemas']['ChannelScope'];
export type EventMap = components['schemas']['EventMap'];
export type EventName = keyof EventMap;

export const userChannel = (userId: number) => `private-encrypted-user-${userId}`;
export const hospitalChannel = (hospitalId: number) => `private-encrypted-hospital-${hospitalId}`;
export const hospitalNudgeChannel = (hospitalId: number) => `private-encrypted-hospital-nudge-${hospitalId}`;

/** The channels a user may subscribe to: their own, and their hospital's two. */
export function channelsOf(user: { id: number; hospital_id: number }): string[] {
  return [userChannel(user.id), hospitalChannel(user.hospital_id), hospitalNudgeChannel(user.hospital_id)];
}

export function channelFor(scope: ChannelScope, user: { id: number; hospital_id: number }): string {
  switch (scope) {
    case 'user': return userChannel(user.id);
    case 'hospital': return hospitalChannel(user.hospital_id);
    case 'hospital_nudge': return hospitalNudgeChannel(user.hospital_id);
  }
}
