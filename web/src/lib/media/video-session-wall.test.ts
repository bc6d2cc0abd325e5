// What a Patient Central tile asks of its session beyond a monitoring visit: Talk (the microphone
// added and removed without renegotiating), a tile out of sight (no picture, the device holds the
// video, and no false freeze),
// and one room's sound at a time.
import { describe, expect, it, vi } from 'vitest';
import { afterConnecting } from '../api/call-lanes';
import { connected, decodeFor, installSessionFakes, playing, setup } from './session-test-kit';
import { FakeTrack } from './test-fakes';

installSessionFakes();

const tile = () => setup({ type: 'monitoring', preview: true, ptz: false, talk: true, source: 'central_monitoring' });

describe('a wall tile session', () => {
  it('with no STUN or TURN server, still answers with its host candidates: the device can check at once, and no candidates call follows', async () => {
    const s = setup({ type: 'monitoring', preview: true, talk: true, candidatesInAnswer: true, defaultIceUrls: [] });
    void s.session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.signals).toEqual([]);
    s.pc().fireCandidate('host-a');
    s.pc().completeGathering();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.signals.map((b) => [b.signal_type, b.sdp])).toEqual([['sdp-answer', 'v=0 answer +candidates']]);
    await vi.advanceTimersByTimeAsync(100);
    expect(s.signals).toHaveLength(1);
    await s.session.hangUp();
  });

  it('answers the room\'s audio send-and-receive, then Talk opens and closes the microphone', async () => {
    const s = tile();
    await playing(s);
    const { audioTransceiver } = s.pc();
    expect(audioTransceiver.direction).toBe('sendrecv');
    expect(s.getUserMedia).not.toHaveBeenCalled();
    expect(s.session.getSnapshot().micMuted).toBe(true);

    expect(await s.session.setTalking(true)).toBeNull();
    expect(s.getUserMedia).toHaveBeenCalledWith({ audio: true });
    const mic = s.localTracks[0]!;
    expect(audioTransceiver.sender.track).toBe(mic);
    expect(s.session.getSnapshot().micMuted).toBe(false);

    expect(await s.session.setTalking(false)).toBeNull();
    expect(audioTransceiver.sender.track).toBeNull();
    expect(mic.readyState).toBe('ended');
    expect(s.session.getSnapshot().micMuted).toBe(true);
    await s.session.hangUp();
  });

  it('says why when the microphone cannot be had, and the picture goes on', async () => {
    const s = setup({ type: 'monitoring', preview: true, talk: true, env: { getUserMedia: vi.fn(async () => { throw new DOMException('no', 'NotAllowedError'); }) } });
    await playing(s);
    expect(await s.session.setTalking(true)).toBe('media-denied');
    expect(s.session.getSnapshot()).toMatchObject({ state: 'playing', micMuted: true });
    await s.session.hangUp();
  });

  it('out of sight: the picture track is disabled and a stalled decoder is not a freeze', async () => {
    const s = tile();
    const video = await playing(s);
    const control = s.pc().fireDataChannel();
    await decodeFor(s, 1000);
    s.session.setReceiving(false);
    expect(video.enabled).toBe(false);
    // The device holds this call's video: Chromium would go on decoding a disabled track.
    expect(control.lastSent()).toMatchObject({ type: 'video_hold', hold: true });
    await vi.advanceTimersByTimeAsync(30_000); // framesDecoded stands still, as when decoding stops
    expect(s.session.getSnapshot()).toMatchObject({ state: 'playing', frozen: false });
    s.session.setReceiving(true);
    expect(video.enabled).toBe(true);
    expect(control.lastSent()).toMatchObject({ type: 'video_hold', hold: false });
    await decodeFor(s, 1000);
    expect(s.session.getSnapshot().frozen).toBe(false);
    // A real freeze while in sight is still seen.
    await vi.advanceTimersByTimeAsync(1_500);
    expect(s.session.getSnapshot().frozen).toBe(true);
    await s.session.hangUp();
  });

  it('out of sight from before it connects (a tile below the fold at Connect All): no false freeze either', async () => {
    const s = tile();
    s.session.setReceiving(false);
    const video = await playing(s);
    expect(video.enabled).toBe(false);
    const control = s.pc().fireDataChannel();
    expect(control.lastSent()).toMatchObject({ type: 'video_hold', hold: true });
    await vi.advanceTimersByTimeAsync(30_000); // the device holds the video: framesDecoded stands still
    expect(s.session.getSnapshot()).toMatchObject({ state: 'playing', frozen: false });
    s.session.setReceiving(true);
    await decodeFor(s, 1000);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(s.session.getSnapshot().frozen).toBe(true);
    await s.session.hangUp();
  });

  it('out of sight before its first frame: connected, it waits for sight rather than failing at 60 s, then plays', async () => {
    const s = tile();
    s.session.setReceiving(false);
    await connected(s);
    s.pc().fireTrack(new FakeTrack('video'));
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'connecting', mediaConnected: true, error: null });
    s.session.setReceiving(true);
    s.pc().framesDecoded = 1;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.session.getSnapshot().state).toBe('playing');
    await s.session.hangUp();
  });

  it('held and connected before its first frame: calls nobody waits for go at once, and sight starts a whole no-video wait', async () => {
    const s = tile();
    s.session.setReceiving(false);
    await connected(s);
    const ran = vi.fn(async () => undefined);
    void afterConnecting(ran);
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(59_000);
    s.session.setReceiving(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'connecting', error: null });
    s.pc().framesDecoded = 1;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.session.getSnapshot().state).toBe('playing');
    await s.session.hangUp();
  });

  it('not listened to, the device holds the room\'s sound: said once the control channel opens, and again at each change', async () => {
    const s = tile();
    s.session.setAudible(false);
    await playing(s);
    const control = s.pc().fireDataChannel();
    expect(control.lastSent()).toMatchObject({ type: 'audio_hold', hold: true });
    s.session.setAudible(true);
    expect(control.lastSent()).toMatchObject({ type: 'audio_hold', hold: false });
    const sent = control.sent.length;
    s.session.setAudible(true);
    expect(control.sent).toHaveLength(sent);
    s.session.setAudible(false);
    expect(control.lastSent()).toMatchObject({ type: 'audio_hold', hold: true });
    await s.session.hangUp();
  });

  it('plays the room\'s sound only while audible', async () => {
    const s = tile();
    s.session.setAudible(false);
    void s.session.start();
    await vi.advanceTimersByTimeAsync(0);
    const audio = new FakeTrack('audio');
    s.pc().fireTrack(audio);
    expect(audio.enabled).toBe(false);
    s.session.setAudible(true);
    expect(audio.enabled).toBe(true);
    await s.session.hangUp();
  });
});
