// Joining, signalling, media and hanging up.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { connected, expectAllClosed, installSessionFakes, JOIN, playing, setup } from './session-test-kit';
import { FakePeerConnection, FakeStream, FakeTrack } from './test-fakes';
import type { JoinMeetingResponse } from './video-session';

installSessionFakes();

describe('VideoSession: joining, media and hanging up', () => {
  it('joins, answers the device offer after the gathering wait and plays on the first decoded frame', async () => {
    const s = setup({ sendVideo: true });
    void s.session.start();
    expect(s.session.getSnapshot().state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);

    expect(s.pc().config.iceServers).toEqual([{ urls: 'stun:stun.l.google.com:19302' }]);
    expect(s.pc().remoteDescription).toEqual({ type: 'offer', sdp: 'v=0 offer' });
    expect(s.pc().remoteCandidates).toHaveLength(1);
    expect(s.getUserMedia).toHaveBeenCalledWith({ audio: true, video: { width: 480, aspectRatio: 16 / 9, frameRate: { min: 15 } } });
    expect(s.pc().answered).toEqual({ audio: 'sendrecv', video: 'sendrecv' });
    expect(s.pc().sentTracks.map((t) => t.kind)).toEqual(['audio', 'video']);
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
    // No frame can come before the connection is up: the decoded frames are not asked for yet.
    s.pc().framesDecoded = 1;
    await vi.advanceTimersByTimeAsync(200);
    expect(s.session.getSnapshot().state).toBe('connecting');
    s.pc().framesDecoded = 0;
    s.pc().setConnectionState('connected');
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

  it('with no STUN or TURN server, answers at once and sends the host candidates after the answer', async () => {
    const s = setup({ defaultIceUrls: [] });
    void s.session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.signals.map((b) => [b.signal_type, b.sdp])).toEqual([['sdp-answer', 'v=0 answer']]);
    s.pc().fireCandidate('host-a');
    s.pc().fireCandidate('host-b');
    s.pc().completeGathering();
    await vi.advanceTimersByTimeAsync(40);
    expect(s.signals.map((b) => b.signal_type)).toEqual(['sdp-answer', 'ice-candidates']);
    expect(s.signals[1]?.ice_candidates?.map((c) => c.candidate)).toEqual(['host-a', 'host-b']);
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

  it('uses the configured ICE servers when the join has no TURN server, and none when configured empty', async () => {
    const s = setup({ defaultIceUrls: ['stun:stun.hospital.example:3478'] });
    void s.session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.pc().config.iceServers).toEqual([{ urls: 'stun:stun.hospital.example:3478' }]);

    const closed = setup({ defaultIceUrls: [] });
    void closed.session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(closed.pc().config.iceServers).toEqual([]);
  });

  it('answers without waiting for the camera and microphone, which go out once they open', async () => {
    let open: (stream: FakeStream) => void = () => undefined;
    const camera = new FakeTrack('video');
    const mic = new FakeTrack('audio');
    const s = setup({ sendVideo: true, env: { getUserMedia: () => new Promise((resolve) => { open = resolve as never; }) } });
    void s.session.start();
    await vi.advanceTimersByTimeAsync(0);
    s.pc().completeGathering();
    await vi.advanceTimersByTimeAsync(0);
    // The device is told the browser sends both, before either has opened.
    expect(s.signals.map((b) => b.signal_type)).toEqual(['sdp-answer']);
    expect(s.pc().answered).toEqual({ audio: 'sendrecv', video: 'sendrecv' });
    expect(s.pc().sentTracks).toEqual([]);
    open(new FakeStream([mic, camera]));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.pc().sentTracks).toEqual([mic, camera]);
    expect(s.session.getSnapshot().localStream).not.toBeNull();
  });

  it('answers audio only when the clinician\'s video is off', async () => {
    const s = setup({ sendVideo: false });
    await playing(s);
    expect(s.pc().answered).toEqual({ audio: 'sendrecv', video: 'recvonly' });
    expect(s.pc().sentTracks.map((t) => t.kind)).toEqual(['audio']);
  });

  it('plays once the view shows the first frame, without waiting for the next stats poll', async () => {
    const s = setup();
    await connected(s);
    expect(s.session.getSnapshot().state).toBe('connecting');
    s.session.framePresented();
    expect(s.session.getSnapshot().state).toBe('playing');
  });

  it('adds the join\'s candidates the offer does not carry, each once', async () => {
    const carried = JOIN.ice_candidates[0]!.candidate;
    const other = { candidate: 'candidate:2 1 udp 1 192.0.2.7 6000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    const s = setup({}, async () => ({ ...JOIN, sdp: `v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=${carried}\r\n`, ice_candidates: [...JOIN.ice_candidates, other] }));
    await playing(s);
    expect(s.pc().remoteCandidates).toEqual([other]);
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
    expect(s.pc().answered).toEqual({ audio: 'recvonly', video: 'recvonly' });
    expect(s.pc().sentTracks).toHaveLength(0);
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

  it('sends its audit entries once the picture plays, not while its calls still connect', async () => {
    const s = setup();
    await connected(s);
    await vi.advanceTimersByTimeAsync(0);
    // Joined, answered and connected: the join and signals went, the entries wait.
    expect(s.calls.signal).toHaveBeenCalled();
    expect(s.calls.audit).not.toHaveBeenCalled();
    s.pc().fireTrack(new FakeTrack('video'));
    s.pc().framesDecoded = 1;
    await vi.advanceTimersByTimeAsync(100);
    expect(s.session.getSnapshot().state).toBe('playing');
    expect(s.calls.audit.mock.calls.map(([entry]) => entry.category)).toEqual(['video_started', 'video_connected']);
  });

  it('hung up while joining: still leaves the meeting once it exists', async () => {
    let resolve!: (join: JoinMeetingResponse) => void;
    const s = setup({}, () => new Promise((r) => { resolve = r; }));
    void s.session.start();
    await vi.advanceTimersByTimeAsync(0);
    await s.session.hangUp();
    resolve(JOIN);
    await vi.advanceTimersByTimeAsync(0);
    // The connection made while the join was on its way (early-peer.ts) is closed with the call.
    expect(FakePeerConnection.instances.every((pc) => pc.closed)).toBe(true);
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

  it('keeps the server\'s words and code for a refused join (4xx), not for a server fault', async () => {
    const refused = setup({}, async () => { throw new ApiError(409, { error: 'Video device Room N-403 Camera is offline', code: 'device_offline' }); });
    await refused.session.start();
    expect(refused.session.getSnapshot()).toMatchObject({ state: 'stopped', error: 'join-failed', refusal: { code: 'device_offline', message: 'Video device Room N-403 Camera is offline' } });
    const fault = setup({}, async () => { throw new ApiError(500, { error: 'Database is down' }); });
    await fault.session.start();
    expect(fault.session.getSnapshot()).toMatchObject({ state: 'stopped', error: 'join-failed', refusal: null });
  });

  it('fails with join-failed when the answer cannot be signalled', async () => {
    const s = setup();
    s.calls.signal.mockRejectedValueOnce(new Error('500'));
    void s.session.start();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(s.session.getSnapshot().error).toBe('join-failed');
    // Its audit entries, held while it connected, leave in a later task (call-lanes.ts).
    await vi.advanceTimersByTimeAsync(1);
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
    void s.session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'stopped', error: code });
    expectAllClosed(s);
  });
});
