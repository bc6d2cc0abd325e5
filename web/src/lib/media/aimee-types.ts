// What an Aimee conversation is given and shows (docs/aimee-web.md): its snapshot, the API calls
// and browser pieces it is injected with, and the limits it keeps.
import type { components } from '@bedside/openapi/api';
import type { TranscriptLine, TranscriptWriteLine } from './aimee-transcript';
import { ICE_GATHERING_WAIT_MS } from './ice';
import { browserTimers, type TimerEnv } from './timer-env';

export type AimeeStart = components['schemas']['AimeeConversationStart'];
export type AimeeStarted = components['schemas']['AimeeConversationStarted'];
export type RequestKind = components['schemas']['VirtualRequestKind'];

export const AIMEE_CHANNEL_LABEL = 'oai-events';
/**
 * A conversation rolls over to a new one after 28 minutes: the emulated assistant, like OpenAI's
 * Realtime sessions, closes a session 30 minutes after it starts, and rolling over before that
 * leaves time to connect the next one instead of losing the patient mid-sentence.
 */
export const AIMEE_MAX_SESSION_MS = 28 * 60_000;

export type AimeeState = 'not-connected' | 'connecting' | 'connected' | 'ended';
export type AimeeError = 'start-failed' | 'connection-lost';

export interface AimeeSnapshot {
  state: AimeeState;
  error: AimeeError | null;
  lines: readonly TranscriptLine[];
  /** Aimee's voice as received, for the clinician's speaker and the mix the patient hears */
  assistantStream: MediaStream | null;
  conversationId: number | null;
}

export type AimeeActionName = 'create_virtual_request' | 'stat_alarm';
export interface AimeeAction { name: AimeeActionName; ok: boolean }

/** The API calls a conversation makes; the feature builds them on the API client. */
export interface AimeeCalls {
  start(body: AimeeStart): Promise<AimeeStarted>;
  save(id: number, transcript: TranscriptWriteLine[]): Promise<unknown>;
  end(id: number, transcript: TranscriptWriteLine[]): Promise<unknown>;
  createVirtualRequest(body: { key: RequestKind; monitor_id: number; call_id: string }): Promise<unknown>;
  raiseStatAlarm(body: { alarm_type: 'alarm'; patient_monitor_id: number; call_id: string }): Promise<unknown>;
  /** What is only logged (spec §4: no active monitor for Aimee) */
  log(message: string): void;
}

export interface AimeeEnv extends TimerEnv {
  now(): number;
  createPeerConnection(config: RTCConfiguration): RTCPeerConnection;
  createMediaStream(tracks: MediaStreamTrack[]): MediaStream;
  iceGatheringWaitMs: number;
  maxSessionMs: number;
  reconnectDelayMs: number;
  /** reconnections in a row without the connection coming back before the conversation ends */
  maxReconnects: number;
}

export interface AimeeOptions {
  /** the patient's audio as the device call receives it now (null: none yet; Aimee hears silence) */
  patientAudio: () => MediaStreamTrack | null;
  patientMonitorId: number | null;
  meetingId: string | null;
  promptId: number | null;
  aimeeTags: string[];
  /** meeting metadata auto_save: seconds of silence before the transcript is saved; null: only at the end */
  autoSaveSeconds: number | null;
  iceServers?: RTCIceServer[];
  calls: AimeeCalls;
  onAction?: (action: AimeeAction) => void;
  env?: Partial<AimeeEnv>;
}

export function browserAimeeEnv(overrides: Partial<AimeeEnv> = {}): AimeeEnv {
  return {
    ...browserTimers,
    now: () => Date.now(),
    createPeerConnection: (config) => new RTCPeerConnection(config),
    createMediaStream: (tracks) => new MediaStream(tracks),
    iceGatheringWaitMs: ICE_GATHERING_WAIT_MS,
    maxSessionMs: AIMEE_MAX_SESSION_MS,
    reconnectDelayMs: 1_000,
    maxReconnects: 3,
    ...overrides,
  };
}
