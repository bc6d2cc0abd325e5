// Video visits: join asks the device (over the device link) for its WebRTC offer; the browser's
// answer and candidates are relayed by signal; leave ends the call on the device.
import { randomUUID } from 'node:crypto';
import type { components } from '@bedside/openapi/api';
import { ApiError, badRequest } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import { isOpen, type JoinOptions } from '../device-link/device-calls.ts';
import { DeviceReplyError, type Meeting, type VideoType } from '../device-link/meetings.ts';
import { roomAnnounced } from '../device-link/room-participants.ts';
import type { Services } from '../services.ts';
import { deviceForCaller, monitorForCaller, notConnected, patientForCaller } from './device-access.ts';
import type { ApiHandlers } from './types.ts';
import { isVideoReasonOf } from './video-reasons.ts';

type JoinResponse = components['schemas']['JoinMeetingResponse'];

/** The device must be the caller's to see, in service, online and held by an emulator to take a call. */
function callableDevice(auth: AuthContext, services: Services, id: number) {
  const device = deviceForCaller(auth, services, id);
  if (device.service_status !== 'in_service') throw new ApiError(409, `Video device ${device.name} is decommissioned`, 'device_out_of_service');
  // Said as a person reads the status ("is error" read as a typo), in the words a refused visit of a
  // virtual request uses (virtual-request-serving.ts).
  if (device.status !== 'online') throw new ApiError(409, `Video device ${device.name} is ${device.status === 'error' ? 'reporting an error' : 'offline'}`, 'device_offline');
  if (services.deviceLink.emulatorOf(id) === null) throw notConnected(device);
  return device;
}

async function join(services: Services, auth: AuthContext, deviceId: number, patientId: number | null, videoType: VideoType, options: JoinOptions): Promise<JoinResponse> {
  const meeting: Meeting = {
    meeting_id: randomUUID(), peer_id: `user-${auth.user.id}-${randomUUID().slice(0, 8)}`, device_id: deviceId,
    user_id: auth.user.id, patient_id: patientId, video_type: videoType, status: 'pending',
    preview: options.preview, mic_open: !options.preview,
  };
  try {
    const offer = await services.deviceLink.calls.join(meeting, options);
    return { meeting_id: meeting.meeting_id, peer_id: meeting.peer_id, device_id: `device-${deviceId}`, sdp: offer.sdp, ice_candidates: offer.ice_candidates, turn_servers: [] };
  } catch (error) {
    if (!(error instanceof DeviceReplyError)) throw error;
    if (error.kind === 'timeout') throw new ApiError(504, error.message, 'device_timeout');
    if (error.kind === 'disconnected') throw new ApiError(409, error.message, 'device_not_connected');
    if (error.kind === 'ended') throw new ApiError(409, error.message, 'meeting_ended');
    throw new ApiError(502, error.message, 'join_failed');
  }
}

/** The caller's own open or closed meeting; others' meetings do not exist for them. */
export function meetingOf(services: Services, auth: AuthContext, id: string): Meeting {
  const meeting = services.deviceLink.calls.meetings.get(id);
  if (!meeting || meeting.user_id !== auth.user.id) throw new ApiError(404, `Meeting ${id} not found`, 'not_found');
  return meeting;
}

export const videoHandlers: ApiHandlers = {
  joinMeeting: async ({ auth, services, body }) => {
    // Any reason of the caller's organisation: one disabled while the settings were open still says why.
    const unknown = (body.video_reason_ids ?? []).filter((id) => !isVideoReasonOf(services.store, auth.user.organization_id, id));
    if (unknown.length) throw badRequest('body.video_reason_ids', 'enum', `Unknown video reason ${unknown.join(', ')}`);
    const patient = patientForCaller(auth, services, body.patient_id);
    const device = callableDevice(auth, services, body.device_id);
    // A clinician already in a visit with the room announced it: a second door knock would only startle.
    const knock = (body.play_greeting ?? false) && !roomAnnounced(services.deviceLink.calls.meetings.values(), device.id);
    return join(services, auth, device.id, patient.id, 'meeting', { ptz: body.ptz ?? false, play_greeting: knock, preview: body.preview ?? false });
  },
  // The spec's "test mode joins without permission checks" (live video spec, section 4) is about the
  // overlay's checks (no patient, no video reason); the device is still one of the caller's
  // divisions and the contract's x-permission applies, as for a visit.
  joinTesting: async ({ auth, services, body }) => {
    const device = callableDevice(auth, services, body.device_id);
    return join(services, auth, device.id, null, 'test', { ptz: body.ptz ?? false, play_greeting: false, preview: false });
  },
  // Watching a monitored room (live video spec §4, session type monitoring): only while the
  // monitor is active (no video while paused), and muted like a preview: no knock, the room hears nothing.
  joinMonitoring: async ({ auth, services, body }) => {
    const monitor = monitorForCaller(auth, services, body.patient_monitor_id);
    if (monitor.status !== 'active') throw new ApiError(409, `Patient monitor ${monitor.id} is ${monitor.status}, not active`, 'monitor_not_active');
    if (monitor.video_device_id === null) throw new ApiError(409, `Patient monitor ${monitor.id} has no video device`, 'no_video_device');
    const device = callableDevice(auth, services, monitor.video_device_id);
    try {
      return await join(services, auth, device.id, monitor.patient_id, 'monitoring', { ptz: false, play_greeting: false, preview: true });
    } catch (error) {
      // Paused or stopped while the device made its offer: said as a join after it would be.
      if (error instanceof ApiError && error.code === 'meeting_ended' && monitor.status !== 'active') {
        throw new ApiError(409, `Patient monitor ${monitor.id} is ${monitor.status}, not active`, 'monitor_not_active');
      }
      throw error;
    }
  },
  signalVideo: ({ auth, services, body }) => {
    const meeting = meetingOf(services, auth, body.meeting_id);
    if (meeting.device_id !== body.video_device_id) throw badRequest('body.video_device_id', 'match', `video_device_id ${body.video_device_id} is not the meeting's device`);
    if (!isOpen(meeting)) throw new ApiError(409, 'The meeting has ended', 'meeting_ended');
    let sent: boolean;
    if (body.signal_type === 'sdp-answer') {
      if (!body.sdp) throw badRequest('body.sdp', 'required', 'sdp is required for sdp-answer');
      sent = services.deviceLink.calls.answer(meeting, body.sdp);
    } else {
      if (!body.ice_candidates) throw badRequest('body.ice_candidates', 'required', 'ice_candidates is required for ice-candidates');
      sent = services.deviceLink.calls.ice(meeting, body.ice_candidates);
    }
    if (!sent) throw new ApiError(409, `Video device ${meeting.device_id} is not connected`, 'device_not_connected');
    return undefined;
  },
  leaveMeeting: ({ auth, services, params }) => {
    const meeting = meetingOf(services, auth, params.id);
    if (isOpen(meeting)) services.deviceLink.calls.leave(meeting);
    return undefined;
  },
};
