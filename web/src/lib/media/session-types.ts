import type { components } from '@bedside/openapi/api';
import type { SessionEnv } from './session-env';

export type JoinMeetingResponse = components['schemas']['JoinMeetingResponse'];
export type VideoSignal = components['schemas']['VideoSignal'];
export type AuditEntry = components['schemas']['AuditEntry'];
export type MonitoringSource = components['schemas']['MonitoringSource'];

export type SessionState = 'idle' | 'connecting' | 'playing' | 'stopped';
export type SessionErrorCode =
  | 'join-failed'
  | 'room-disconnected'
  | 'connection-lost'
  | 'no-patient-video'
  | 'patient-video-frozen'
  | 'media-not-found'
  | 'media-denied'
  | 'no-local-media-stream';

export interface SessionSnapshot {
  state: SessionState;
  error: SessionErrorCode | null;
  remoteStream: MediaStream | null;
  /** The media connection is up (ICE and DTLS): the picture follows within a frame or two. */
  mediaConnected: boolean;
  localStream: MediaStream | null;
  micMuted: boolean;
  meetingId: string | null;
  videoDeviceId: number | null;
  /** The patient picture is frozen right now (muted track or stalled decoding). */
  frozen: boolean;
  /** When the current freeze began (env.now() time), so the call can say how long; null when live. */
  frozenSince: number | null;
  /** The device's control channel is open: PTZ commands can be sent. */
  controlOpen: boolean;
  /**
   * Why the server refused the join, in its words and code (a 4xx: the device is offline, out of
   * service…), so a tile can say it and know whether trying again can help; null otherwise.
   */
  refusal: { code: string | null; message: string } | null;
}

/** The API calls the session needs; the UI builds them on the API client. */
export interface SessionCalls {
  join(): Promise<JoinMeetingResponse>;
  signal(body: VideoSignal): Promise<unknown>;
  leave(meetingId: string): Promise<unknown>;
  audit?(entry: AuditEntry): Promise<unknown>;
}

export interface VideoSessionOptions {
  /** monitoring: a monitor's room watched muted (no microphone, no knock; pair it with `preview`). */
  type: VideoSignal['video_type'];
  preview: boolean;
  sendVideo: boolean;
  /** the clinician's screen instead of their camera (kiosk devices, screen_sharing flag) */
  shareScreen?: boolean;
  ptz: boolean;
  /**
   * A listen-only session (preview) that may Talk later (a Patient Central tile): the device's audio
   * is answered send-and-receive without a track, so setTalking adds the microphone without renegotiating.
   */
  talk?: boolean;
  /**
   * The answer waits for the browser's host candidates (at most iceGatheringWaitMs) even without a
   * STUN or TURN server, so the device can check at once (a wall's tiles; see VideoSession.start).
   */
  candidatesInAnswer?: boolean;
  patientMonitorId: number | null;
  patientId: number | null;
  videoReasonIds: number[];
  source: MonitoringSource | null;
  calls: SessionCalls;
  /** ICE server URLs for a join without usable TURN servers (runtime config); absent: public STUN */
  defaultIceUrls?: readonly string[];
  env?: Partial<SessionEnv>;
}

/** Audit categories of video activity (spec section 7). */
export type VideoAuditCategory = 'video_started' | 'video_connected' | 'video_ended' | 'video_failed' | 'video_connect_failed';

/** Local video: 480 wide, 16:9, at least 15 fps (spec section 9). */
export const LOCAL_VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  width: 480,
  aspectRatio: 16 / 9,
  frameRate: { min: 15 },
};

/** The device's peer id is device-<id>: the video device id is its last dash-separated part. */
export function videoDeviceIdFrom(peerId: string): number | null {
  const id = Number(peerId.split('-').pop());
  return Number.isInteger(id) && id > 0 ? id : null;
}
