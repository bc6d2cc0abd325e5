import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scaledTimings } from './session-env';
import { FakeDataChannel, FakePeerConnection, FakeStream, FakeTrack } from './test-fakes';
import { VideoSession, type AuditEntry, type JoinMeetingResponse, type SessionCalls, type VideoSessionOptions, type VideoSignal } from './video-session';

const JOIN: JoinMeetingResponse = {
  meeting_id: 'm-1', peer_id: 'browser-1', device_id: 'device-12', sdp: 'v=0 offer',
  ice_candidates: [{ candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 }],
  turn_servers: [],
};

function setup(overrides: Partial<VideoSessionOptions> = {}, join: () => Promise<JoinMeetingResponse> = async () => JOIN) {
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
  const pc = () => FakePeerConnection.instances.at(-1)!;
  return { session, calls, signals, getUserMedia, localTracks, pc };
}

/** Starts a call and brings it to the first decoded frame. */
async function playing(s: ReturnType<typeof setup>) {
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
async function decodeFor(s: ReturnType<typeof setup>, ms: number) {
  for (let t = 0; t < ms; t += 250) {
    s.pc().framesDecoded! += 5;
    await vi.advanceTimersByTimeAsync(250);
  }
}

function expectAllClosed(s: ReturnType<typeof setup>) {
  expect(s.pc().closed).toBe(true);
  expect(s.localTracks.every((t) => t.readyState === 'ended')).toBe(true);
  expect(vi.getTimerCount()).toBe(0);
  expect(s.calls.leave).toHaveBeenCalledTimes(1);
  expect(s.calls.leave).toHaveBeenCalledWith('m-1');
}

beforeEach(() => {
  vi.useFakeTimers();
  FakePeerConnection.instances = [];
});
afterEach(() => vi.useRealTimers());

describe('VideoSession', () => {
  it('joins, answers the device offer after the gathering wait and plays on the first decoded frame', async () => {
    const s = setup({ sendVideo: true });
    void s.session.start();
    expect(s.session.getSnapshot().state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);

    expect(s.pc().config.iceServers).toEqual([{ urls: 'stun:stun.l.google.com:19302' }]);
    expect(s.pc().remoteDescription).toEqual({ type: 'offer', sdp: 'v=0 offer' });
    expect(s.pc().remoteCandidates).toHaveLength(1);
    expect(s.getUserMedia).toHaveBeenCalledWith({ audio: true, video: { width: 480, aspectRatio: 16 / 9, frameRate: { min: 15 } } });
    expect(s.pc().addedTracks.map((t) => t.kind)).toEqual(['audio', 'video']);
    expect(s.signals).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1_499);
    expect(s.signals).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.signals).toEqual([{
      video_type: 'meeting', signal_type: 'sdp-answer', sdp: 'v=0 answer', meeting_id: 'm-1',
      video_device_id: 12, patient_monitor_id: 7, ptz: true,
    }]);

    const video = new FakeTrack('video');
    s.pc().fireTrack(video);
    const { remoteStream } = s.session.getSnapshot();
    expect((remoteStream as unknown as FakeStream).getTracks()).toEqual([video]);
    expect(s.session.getSnapshot().state).toBe('connecting');
    s.pc().framesDecoded = 0;
    await vi.advanceTimersByTimeAsync(200);
    expect(s.session.getSnapshot().state).toBe('connecting');
    s.pc().framesDecoded = 1;
    await vi.advanceTimersByTimeAsync(50);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'playing', error: null, meetingId: 'm-1', videoDeviceId: 12, micMuted: false });
  });

  it('sends the answer as soon as gathering completes, with the gathered candidates in it', async () => {
    const s = setup();
    void s.session.start();
    await vi.advanceTimersByTimeAsync(0);
    s.pc().fireCandidate('early');
    s.pc().completeGathering();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.signals.map((b) => [b.signal_type, b.sdp])).toEqual([['sdp-answer', 'v=0 answer +candidates']]);
    await vi.advanceTimersByTimeAsync(100);
    expect(s.signals).toHaveLength(1);
  });

  it('trickles later candidates in 40 ms batches', async () => {
    const s = setup();
    await playing(s);
    s.pc().fireCandidate('a');
    await vi.advanceTimersByTimeAsync(20);
    s.pc().fireCandidate('b');
    await vi.advanceTimersByTimeAsync(19);
    expect(s.signals.filter((b) => b.signal_type === 'ice-candidates')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    s.pc().fireCandidate('c');
    await vi.advanceTimersByTimeAsync(40);
    const batches = s.signals.filter((b) => b.signal_type === 'ice-candidates');
    expect(batches.map((b) => b.ice_candidates?.map((c) => c.candidate))).toEqual([['a', 'b'], ['c']]);
    expect(batches[0]).toMatchObject({ meeting_id: 'm-1', video_device_id: 12, video_type: 'meeting' });
  });

  it('uses valid TURN servers and ignores invalid ones', async () => {
    const s = setup({}, async () => ({ ...JOIN, turn_servers: ['turn:u:p@turn.example.org:3478', 'turn:turn.example.org', 'nonsense'] }));
    void s.session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.pc().config.iceServers).toEqual([{ urls: 'turn:turn.example.org:3478', username: 'u', credential: 'p' }]);
  });

  it('ignores an unusable device candidate', async () => {
    const s = setup({}, async () => ({ ...JOIN, ice_candidates: [{ candidate: 'bad' }, ...JOIN.ice_candidates] }));
    await playing(s);
    expect(s.pc().remoteCandidates).toHaveLength(1);
  });

  it('starts a preview muted with an empty local stream and no device prompt', async () => {
    const s = setup({ preview: true, sendVideo: true });
    await playing(s);
    expect(s.getUserMedia).not.toHaveBeenCalled();
    expect(s.pc().addedTracks).toHaveLength(0);
    expect(s.session.getSnapshot().micMuted).toBe(true);
    s.session.setMicMuted(false);
    expect(s.session.getSnapshot().micMuted).toBe(true);
  });

  it('mutes and opens the microphone', async () => {
    const s = setup();
    await playing(s);
    const mic = s.localTracks[0]!;
    s.session.setMicMuted(true);
    expect(mic.enabled).toBe(false);
    expect(s.session.getSnapshot().micMuted).toBe(true);
    s.session.setMicMuted(false);
    expect(mic.enabled).toBe(true);
  });

  it('hangs up without an error, leaves once and closes everything', async () => {
    const s = setup();
    await playing(s);
    const before = s.session.getSnapshot();
    await s.session.hangUp();
    await s.session.hangUp();
    s.session.dispose();
    expect(before).not.toBe(s.session.getSnapshot());
    expect(s.session.getSnapshot()).toMatchObject({ state: 'stopped', error: null, remoteStream: null, localStream: null });
    expectAllClosed(s);
    expect(s.calls.audit.mock.calls.map(([entry]) => entry.category))
      .toEqual(['video_started', 'video_connected', 'video_ended']);
    expect(s.calls.audit).toHaveBeenLastCalledWith(expect.objectContaining({
      meeting_id: 'm-1', session_id: 'm-1', video_type: 'meeting', patient_id: 3, patient_monitor_id: 7,
      video_device_id: 12, ptz_enabled: true, video_reasons: [2], source: 'team_mode',
    }));
  });

  it('hung up while joining: still leaves the meeting once it exists', async () => {
    let resolve!: (join: JoinMeetingResponse) => void;
    const s = setup({}, () => new Promise((r) => { resolve = r; }));
    void s.session.start();
    await vi.advanceTimersByTimeAsync(0);
    await s.session.hangUp();
    resolve(JOIN);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakePeerConnection.instances).toHaveLength(0);
    expect(s.calls.leave).toHaveBeenCalledOnce();
    expect(s.localTracks.every((t) => t.readyState === 'ended')).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails with join-failed when the join fails', async () => {
    const s = setup({}, async () => { throw new Error('503'); });
    await s.session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'stopped', error: 'join-failed' });
    expect(s.calls.leave).not.toHaveBeenCalled();
    expect(s.localTracks.every((t) => t.readyState === 'ended')).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails with join-failed when the answer cannot be signalled', async () => {
    const s = setup();
    s.calls.signal.mockRejectedValueOnce(new Error('500'));
    void s.session.start();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(s.session.getSnapshot().error).toBe('join-failed');
    expectAllClosed(s);
  });

  it('fails with join-failed when a candidate batch cannot be signalled', async () => {
    const s = setup();
    await playing(s);
    s.calls.signal.mockRejectedValueOnce(new Error('500'));
    s.pc().fireCandidate('a');
    await vi.advanceTimersByTimeAsync(40);
    expect(s.session.getSnapshot().error).toBe('join-failed');
    expectAllClosed(s);
  });

  it.each([
    ['NotAllowedError', 'media-denied'],
    ['NotFoundError', 'media-not-found'],
    ['TypeError', 'no-local-media-stream'],
  ])('ends with the media error when getUserMedia fails with %s', async (name, code) => {
    const s = setup({ env: { getUserMedia: async () => { throw Object.assign(new Error('no'), { name }); } } });
    await s.session.start();
    expect(s.session.getSnapshot()).toMatchObject({ state: 'stopped', error: code });
    expectAllClosed(s);
  });

  it('fails with no-patient-video when no frame arrives within 60 s', async () => {
    const s = setup();
    void s.session.start();
    await vi.advanceTimersByTimeAsync(59_999);
    s.pc().framesDecoded = 0;
    expect(s.session.getSnapshot().state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'stopped', error: 'no-patient-video' });
    expectAllClosed(s);
    expect(s.calls.audit).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'video_connect_failed' }));
  });

  it('does not fail after 60 s once playing', async () => {
    const s = setup();
    await playing(s);
    await decodeFor(s, 70_000);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'playing', frozen: false });
  });

  it('fails with connection-lost when the connection drops after connecting', async () => {
    const s = setup();
    await playing(s);
    s.pc().setConnectionState('disconnected');
    expect(s.session.getSnapshot()).toMatchObject({ state: 'stopped', error: 'connection-lost' });
    expectAllClosed(s);
  });

  it('fails at once when ICE fails before ever connecting', async () => {
    const s = setup();
    void s.session.start();
    await vi.advanceTimersByTimeAsync(1_500);
    s.pc().setConnectionState('failed');
    expect(s.session.getSnapshot().error).toBe('no-patient-video');
  });

  it('fails with room-disconnected when the room ends or the device closes its channel', async () => {
    const a = setup();
    await playing(a);
    a.session.remoteEnded();
    expect(a.session.getSnapshot().error).toBe('room-disconnected');
    expectAllClosed(a);

    const b = setup();
    await playing(b);
    b.pc().fireDataChannel().close();
    expect(b.session.getSnapshot().error).toBe('room-disconnected');
    expect(b.pc().closed).toBe(true);
  });

  it('freezes when framesDecoded stalls and fails after 20 s of continuous freeze', async () => {
    const s = setup();
    await playing(s);
    await decodeFor(s, 2_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'playing', frozen: true });
    await vi.advanceTimersByTimeAsync(19_000);
    expect(s.session.getSnapshot().state).toBe('playing');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'stopped', error: 'patient-video-frozen', frozen: false });
    expectAllClosed(s);
    expect(s.calls.audit).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'video_failed' }));
  });

  it('recovers from a freeze shorter than 20 s', async () => {
    const s = setup();
    await playing(s);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(s.session.getSnapshot().frozen).toBe(true);
    await decodeFor(s, 1_000);
    expect(s.session.getSnapshot().frozen).toBe(false);
    await decodeFor(s, 30_000);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'playing', error: null });
  });

  it('counts a muted patient track as frozen', async () => {
    const s = setup();
    const video = await playing(s);
    video.mute();
    expect(s.session.getSnapshot().frozen).toBe(true);
    await decodeFor(s, 10_000);
    video.unmute();
    expect(s.session.getSnapshot().frozen).toBe(false);
    video.mute();
    await decodeFor(s, 20_000);
    expect(s.session.getSnapshot().error).toBe('patient-video-frozen');
  });

  it('answers the device renegotiation: its paused video mutes the track (frozen) until it is live again', async () => {
    const s = setup();
    const video = await playing(s);
    const channel = s.pc().fireDataChannel();
    channel.reply({ type: 'renegotiate', sdp: 'v=0 video recvonly' });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.pc().remoteDescription).toEqual({ type: 'offer', sdp: 'v=0 video recvonly' });
    expect(channel.lastSent()).toMatchObject({ type: 'renegotiate_answer', sdp: 'v=0 answer' });
    channel.reply({ type: 'ack', id: channel.lastSent().id, ok: true, ptz: { pan: 0, tilt: 0, zoom: 0 } });
    // What Chromium does on applying an offer without video for it.
    video.mute();
    expect(s.session.getSnapshot()).toMatchObject({ state: 'playing', frozen: true });

    channel.reply({ type: 'renegotiate', sdp: 'v=0 video sendonly' });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.pc().remoteDescription?.sdp).toBe('v=0 video sendonly');
    expect(channel.sent).toHaveLength(2);
    // Video is back: the browser fires `track` again for the same track, then unmutes it.
    s.pc().fireTrack(video);
    expect(s.session.getSnapshot().remoteStream?.getVideoTracks()).toHaveLength(1);
    video.unmute();
    await decodeFor(s, 1_000);
    expect(s.session.getSnapshot().frozen).toBe(false);
    await decodeFor(s, 30_000);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'playing', error: null });
    await s.session.hangUp();
    channel.reply({ type: 'renegotiate', sdp: 'v=0 too late' });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.pc().remoteDescription?.sdp).toBe('v=0 video sendonly');
  });

  it('ends a test session after 5 minutes without an error', async () => {
    const s = setup({ type: 'test' });
    await playing(s);
    await decodeFor(s, 5 * 60_000 - 1_000);
    expect(s.session.getSnapshot().state).toBe('playing');
    await decodeFor(s, 1_000);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'stopped', error: null });
    expect(s.signals[0]?.video_type).toBe('test');
    expectAllClosed(s);
  });

  it('exposes the device control channel and tells listeners when it opens', async () => {
    const s = setup();
    await playing(s);
    const listener = vi.fn();
    s.session.subscribe(listener);
    const channel = new FakeDataChannel();
    channel.readyState = 'connecting';
    s.pc().fireDataChannel(channel);
    expect(s.session.control).not.toBeNull();
    expect(s.session.getSnapshot().controlOpen).toBe(false);
    channel.readyState = 'open';
    channel.dispatchEvent(new Event('open'));
    expect(s.session.getSnapshot().controlOpen).toBe(true);
    expect(listener).toHaveBeenCalled();
    await s.session.hangUp();
    expect(s.session.control).toBeNull();
  });

  it('keeps the snapshot object stable while nothing changes', async () => {
    const s = setup();
    await playing(s);
    const snapshot = s.session.getSnapshot();
    await decodeFor(s, 5_000);
    expect(s.session.getSnapshot()).toBe(snapshot);
  });

  it('shrinks the long waits for end-to-end runs with a speed factor', async () => {
    const s = setup({ env: scaledTimings(10) });
    await playing(s);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(s.session.getSnapshot().error).toBe('patient-video-frozen');
  });
});
