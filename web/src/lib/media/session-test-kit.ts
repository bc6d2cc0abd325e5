// The video session under test: fake peer connection, fake media and recorded API calls, plus
// the steps most tests share (bring a call to playing, let frames decode, check all is closed).
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { FakePeerConnection, FakeStream, FakeTrack } from './test-fakes';
import { VideoSession, type AuditEntry, type JoinMeetingResponse, type SessionCalls, type VideoSessionOptions, type VideoSignal } from './video-session';

export const JOIN: JoinMeetingResponse = {
  meeting_id: 'm-1', peer_id: 'browser-1', device_id: 'device-12', sdp: 'v=0 offer',
  ice_candidates: [{ candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 }],
  turn_servers: [],
};

export type SessionUnderTest = ReturnType<typeof setup>;

/** The sessions a test made: hung up after it, so none still counts as connecting (call-lanes.ts) in the next. */
const made: VideoSession[] = [];

export function setup(overrides: Partial<VideoSessionOptions> = {}, join: () => Promise<JoinMeetingResponse> = async () => JOIN) {
  const signals: VideoSignal[] = [];
  const calls = {
    join: vi.fn(join),
    signal: vi.fn(async (body: VideoSignal) => { signals.push(body); }),
    leave: vi.fn(async (_id: string) => undefined),
    audit: vi.fn(async (_entry: AuditEntry) => undefined),
  } satisfies SessionCalls;
  const localTracks: FakeTrack[] = [];
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    const tracks = [new FakeTrack('audio'), ...(constraints.video ? [new FakeTrack('video')] : [])];
    localTracks.push(...tracks);
    return new FakeStream(tracks) as unknown as MediaStream;
  });
  const session = new VideoSession({
    type: 'meeting', preview: false, sendVideo: false, ptz: true, patientMonitorId: 7, patientId: 3,
    videoReasonIds: [2], source: 'team_mode', calls,
    ...overrides,
    env: {
      createPeerConnection: (config) => new FakePeerConnection(config) as unknown as RTCPeerConnection,
      getUserMedia,
      createMediaStream: (tracks) => new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
      ...overrides.env,
    },
  });
  made.push(session);
  const pc = () => FakePeerConnection.instances.at(-1)!;
  return { session, calls, signals, getUserMedia, localTracks, pc };
}

/** Starts a call and brings it to connected, before any frame. */
export async function connected(s: SessionUnderTest) {
  void s.session.start();
  await vi.advanceTimersByTimeAsync(0);
  s.pc().completeGathering();
  await vi.advanceTimersByTimeAsync(0);
  s.pc().setConnectionState('connected');
}

/** Starts a call and brings it to the first decoded frame. */
export async function playing(s: SessionUnderTest) {
  void s.session.start();
  await vi.advanceTimersByTimeAsync(0);
  s.pc().completeGathering();
  await vi.advanceTimersByTimeAsync(0);
  s.pc().fireTrack(new FakeTrack('audio'));
  const video = new FakeTrack('video');
  s.pc().fireTrack(video);
  s.pc().setConnectionState('connected');
  s.pc().framesDecoded = 1;
  await vi.advanceTimersByTimeAsync(100);
  expect(s.session.getSnapshot().state).toBe('playing');
  return video;
}

/** Lets decoding run: framesDecoded grows every poll. */
export async function decodeFor(s: SessionUnderTest, ms: number) {
  for (let t = 0; t < ms; t += 250) {
    s.pc().framesDecoded! += 5;
    await vi.advanceTimersByTimeAsync(250);
  }
}

export function expectAllClosed(s: SessionUnderTest) {
  expect(s.pc().closed).toBe(true);
  expect(s.localTracks.every((t) => t.readyState === 'ended')).toBe(true);
  expect(vi.getTimerCount()).toBe(0);
  expect(s.calls.leave).toHaveBeenCalledTimes(1);
  expect(s.calls.leave).toHaveBeenCalledWith('m-1');
}

/** Fake timers and a fresh list of peer connections around every test of the calling file. */
export function installSessionFakes(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePeerConnection.instances = [];
  });
  afterEach(async () => {
    for (const session of made.splice(0)) void session.hangUp();
    await vi.runOnlyPendingTimersAsync();
    vi.useRealTimers();
  });
}
