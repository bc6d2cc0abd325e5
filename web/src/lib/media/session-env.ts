// Everything the video session takes from the browser and the clock, injected so unit tests
// use a fake peer connection and fake timers, and e2e tests can shrink the spec's long waits.
import { CONTROL_ACK_TIMEOUT_MS } from './control-channel';
import { ICE_BATCH_MS, ICE_GATHERING_WAIT_MS } from './ice';
import { browserTimers, type TimerEnv } from './timer-env';

export interface SessionTimings {
  /** No patient video within this time of start: no-patient-video (spec: 60 s). */
  noVideoTimeoutMs: number;
  /** Continuous freeze for this long: patient-video-frozen (spec: 20 s). */
  frozenLimitMs: number;
  /** Test sessions end after this (spec: 5 min). */
  testLimitMs: number;
  iceGatheringWaitMs: number;
  iceBatchMs: number;
  /** getStats polling until the first decoded frame: short, it is the time to first picture. */
  firstFramePollMs: number;
  /** getStats polling while playing, to see framesDecoded stall. */
  framePollMs: number;
  controlAckTimeoutMs: number;
}

export interface SessionEnv extends SessionTimings, TimerEnv {
  /** Wall-clock milliseconds (Date.now), for how long a freeze has lasted. */
  now(): number;
  createPeerConnection(config: RTCConfiguration): RTCPeerConnection;
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  getDisplayMedia(constraints: DisplayMediaStreamOptions): Promise<MediaStream>;
  createMediaStream(tracks: MediaStreamTrack[]): MediaStream;
}

const DEFAULT_TIMINGS: SessionTimings = {
  noVideoTimeoutMs: 60_000,
  frozenLimitMs: 20_000,
  testLimitMs: 5 * 60_000,
  iceGatheringWaitMs: ICE_GATHERING_WAIT_MS,
  iceBatchMs: ICE_BATCH_MS,
  firstFramePollMs: 20,
  framePollMs: 500,
  controlAckTimeoutMs: CONTROL_ACK_TIMEOUT_MS,
};

/** The spec's long waits divided by `speed` (e2e: speed 10 turns the 20 s freeze into 2 s). */
export function scaledTimings(speed: number): Partial<SessionTimings> {
  const factor = speed > 0 ? speed : 1;
  return {
    noVideoTimeoutMs: DEFAULT_TIMINGS.noVideoTimeoutMs / factor,
    frozenLimitMs: DEFAULT_TIMINGS.frozenLimitMs / factor,
    testLimitMs: DEFAULT_TIMINGS.testLimitMs / factor,
  };
}

/** The browser's media devices; a TypeError (the session's no-local-media-stream) when it has no such call. */
function mediaDevicesWith(call: 'getUserMedia' | 'getDisplayMedia'): MediaDevices {
  const devices = globalThis.navigator?.mediaDevices;
  if (!devices?.[call]) throw new TypeError(`${call} is not available`);
  return devices;
}

export function browserSessionEnv(overrides: Partial<SessionEnv> = {}): SessionEnv {
  return {
    ...DEFAULT_TIMINGS,
    ...browserTimers,
    // Looked up on every call, like the timers: vi.useFakeTimers replaces Date.now later.
    now: () => Date.now(),
    createPeerConnection: (config) => new RTCPeerConnection(config),
    getUserMedia: async (constraints) => mediaDevicesWith('getUserMedia').getUserMedia(constraints),
    getDisplayMedia: async (constraints) => mediaDevicesWith('getDisplayMedia').getDisplayMedia(constraints),
    createMediaStream: (tracks) => new MediaStream(tracks),
    ...overrides,
  };
}
