// Who is in a visit with a device's room, and the browser's reports of its own microphone
// (issue 16 item 5; the contract's listVideoDeviceParticipants and setMeetingMic).
import type { components } from '@bedside/openapi/api';
import { ApiError } from '../api-error.ts';
import { isOpen } from '../device-link/device-calls.ts';
import { visitsWith } from '../device-link/room-participants.ts';
import { deviceForCaller } from './device-access.ts';
import type { ApiHandlers } from './types.ts';
import { meetingOf } from './videos.ts';

type RoomParticipant = components['schemas']['RoomParticipant'];

export const roomParticipantHandlers: ApiHandlers = {
  listVideoDeviceParticipants: ({ auth, services, params }): RoomParticipant[] => {
    const device = deviceForCaller(auth, services, params.id);
    return visitsWith(services.deviceLink.calls.meetings.values(), device.id).map((meeting) => {
      const user = services.store.usersById.get(meeting.user_id);
      return {
        user_id: meeting.user_id,
        // Staff names, not patient data; a user removed since joining is still someone in the room.
        name: user?.name ?? 'Unknown user',
        role_name: (user && services.store.rolesById.get(user.role_id)?.name) ?? null,
        mic_open: meeting.mic_open,
        preview: meeting.preview,
        // A wall tile watching the room is not a visit: the room's list says which it is.
        monitoring: meeting.video_type === 'monitoring',
        you: meeting.user_id === auth.user.id,
        // Only the caller's own: another clinician's meeting id would let nobody do anything, but
        // names a call that is not the caller's business.
        meeting_id: meeting.user_id === auth.user.id ? meeting.meeting_id : null,
      };
    });
  },
  setMeetingMic: ({ auth, services, params, body }) => {
    const meeting = meetingOf(services, auth, params.id);
    if (!isOpen(meeting)) throw new ApiError(409, 'The meeting has ended', 'meeting_ended');
    // A monitoring session watches muted until its viewer presses Talk (Patient Central): then the
    // room hears them, so it counts as announced (no door knock for the next visit).
    if (meeting.preview && !body.muted && meeting.video_type !== 'monitoring') throw new ApiError(409, 'A preview stays muted', 'preview_muted');
    if (!body.muted) meeting.preview = false;
    services.deviceLink.calls.setMic(meeting, !body.muted);
    return undefined;
  },
};
