// How a call fails (60 s, connection, room, freeze), renegotiation, test limit, control channel.
import { describe, expect, it, vi } from 'vitest';
import { meetingEnded } from './open-sessions';
import { scaledTimings } from './session-env';
import { FakeDataChannel } from './test-fakes';
import { decodeFor, expectAllClosed, JOIN, playing, setup, installSessionFakes } from './session-test-kit';

installSessionFakes();

describe('VideoSession: failures, freezes and the control channel', () => {
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

  it('ends whichever open session holds a meeting the room ended (a wall tile as the overlay), and only that one', async () => {
    const tile = setup({ type: 'monitoring', preview: true }, async () => ({ ...JOIN, meeting_id: 'm-tile' }));
    const other = setup({ type: 'monitoring', preview: true }, async () => ({ ...JOIN, meeting_id: 'm-other' }));
    await playing(tile);
    const tilePc = tile.pc();
    await playing(other);

    meetingEnded('m-tile');
    expect(tile.session.getSnapshot()).toMatchObject({ state: 'stopped', error: 'room-disconnected' });
    expect(tilePc.closed).toBe(true);
    expect(tile.calls.leave).toHaveBeenCalledWith('m-tile');
    expect(other.session.getSnapshot()).toMatchObject({ state: 'playing', error: null });
    expect(other.pc().closed).toBe(false);

    // A session that finished lets go: the same meeting ending again reaches nobody.
    const ended = vi.spyOn(tile.session, 'remoteEnded');
    meetingEnded('m-tile');
    expect(ended).not.toHaveBeenCalled();
    await other.session.hangUp();
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

  it('says since when the picture is frozen, a new time for each freeze and none once it is live', async () => {
    const s = setup();
    const video = await playing(s);
    expect(s.session.getSnapshot().frozenSince).toBeNull();
    const first = Date.now();
    video.mute();
    expect(s.session.getSnapshot().frozenSince).toBe(first);
    await decodeFor(s, 7_000);
    expect(s.session.getSnapshot().frozenSince).toBe(first);
    video.unmute();
    expect(s.session.getSnapshot().frozenSince).toBeNull();
    video.mute();
    expect(s.session.getSnapshot().frozenSince).toBe(first + 7_000);
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
