// Who is in a visit with a device's room (issue 16 item 5): two clinicians joining the same room
// must know of each other, and the patient must not hear a second door knock.
import { isOpen } from './device-calls.ts';
import type { Meeting } from './meetings.ts';

/** A visit the device has offered to (created) or that is connected (joined): someone is there. */
const inRoom = (meeting: Meeting) => meeting.status === 'created' || meeting.status === 'joined';

/** The device's visits, oldest first (a Map keeps the order meetings were added in). */
export function visitsWith(meetings: Iterable<Meeting>, deviceId: number): Meeting[] {
  return [...meetings].filter((meeting) => meeting.device_id === deviceId && inRoom(meeting));
}

/**
 * The patient has been announced to: a visit that is not a muted preview is open or opening with
 * the device. A join then skips the door knock; a preview alone does not count, as the patient
 * heard nobody arrive.
 */
export function roomAnnounced(meetings: Iterable<Meeting>, deviceId: number): boolean {
  return [...meetings].some((meeting) => meeting.device_id === deviceId && isOpen(meeting) && !meeting.preview);
}
