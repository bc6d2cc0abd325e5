import type { components } from '@bedside/openapi/api';

type CurrentUser = components['schemas']['CurrentUser'];

/** The three private-encrypted channels a signed-in user listens on. */
export function userChannels(user: Pick<CurrentUser, 'id' | 'hospital_id'>): string[] {
  return [
    `private-encrypted-user-${user.id}`,
    `private-encrypted-hospital-${user.hospital_id}`,
    `private-encrypted-hospital-nudge-${user.hospital_id}`,
  ];
}
