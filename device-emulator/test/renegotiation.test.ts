// A frozen camera renegotiates its video on the control channel: recvonly while frozen (so the
// browser's track mutes), sendonly again after; a browser that does not show a call's picture
// holds its video without renegotiating, and one whose room nobody listens to holds its sound. The browser is a werift peer on loopback that answers
// as the web app does. Needs ffmpeg.
import type { components } from '@bedside/openapi/device-link';
import { afterEach, expect, it } from 'vitest';
import { RTCPeerConnection, type RTCDataChannel } from 'werift';
import type { ControlAck, ControlReply } from '../src/control/control-messages.ts';
import { CallRouter } from '../src/media/call-router.ts';
import { noFaults } from '../src/media/faults.ts';
import { loopbackStunUrl } from '../src/media/loopback-stun.ts';
import { devicePeerConfig } from '../src/media/peer-config.ts';
import { RENEGOTIATE_ANSWER_TIMEOUT_MS } from '../src/media/renegotiation.ts';

// The test's browser side is a werift peer too, with the device's settings.
const peerConfig = devicePeerConfig(await loopbackStunUrl());

type DeviceMessage = components['schemas']['DeviceMessage'];

const sent: DeviceMessage[] = [];
const router = new CallRouter({
  send: (message) => sent.push(message),
  callable: () => ({ deviceName: 'Room N-301 Camera', roomName: 'N-301', ptz: { pan: 0, tilt: 0, zoom: 0 } }),
  log: () => {},
  position: () => ({ pan: 12, tilt: 3, zoom: 2 }),
});
const browsers: RTCPeerConnection[] = [];
afterEach(async () => {
  router.clear();
  await Promise.all(browsers.map((pc) => pc.close()));
  sent.length = 0;
});

/** Where a run of RTP sequence numbers skips (they wrap at 2^16): [index, step] of each skip. */
const gaps = (seqs: number[]) => seqs.slice(1).flatMap((seq, i) => {
  const step = (seq - seqs[i]! + 65_536) % 65_536;
  return step === 1 ? [] : [[i, step]];
});

/** The video m-section's direction in an sdp. */
const videoDirection = (sdp: string) => /m=video[\s\S]*?a=(sendonly|recvonly|sendrecv|inactive)/.exec(sdp)?.[1];

/** Joins device 7 with a werift browser that answers renegotiations unless told to ignore them. */
async function call(meetingId: string) {
  router.handle({ type: 'join', device_id: 7, meeting_id: meetingId, peer_id: 'p', video_type: 'test', ptz: false, play_greeting: false, preview: false });
  await expect.poll(() => sent.some((m) => m.type === 'offer'), { timeout: 8000 }).toBe(true);
  const offer = sent.find((m): m is Extract<DeviceMessage, { type: 'offer' }> => m.type === 'offer');
  const browser = new RTCPeerConnection(peerConfig);
  browsers.push(browser);
  const state = { packets: 0, videoSeqs: [] as number[], audioSeqs: [] as number[], offers: [] as string[], replies: [] as ControlReply[], ignore: false };
  browser.onTrack.subscribe((track) => {
    if (track.kind === 'video') track.onReceiveRtp.subscribe((rtp) => { state.packets += 1; state.videoSeqs.push(rtp.header.sequenceNumber); });
    else track.onReceiveRtp.subscribe((rtp) => { state.audioSeqs.push(rtp.header.sequenceNumber); });
  });
  const channel = new Promise<RTCDataChannel>((resolve) => browser.onDataChannel.subscribe(resolve));
  await browser.setRemoteDescription({ type: 'offer', sdp: offer?.sdp ?? '' });
  await browser.setLocalDescription(await browser.createAnswer());
  router.handle({ type: 'answer', device_id: 7, meeting_id: meetingId, sdp: browser.localDescription?.sdp ?? '' });
  const control = await channel;
  control.onMessage.subscribe((raw) => {
    const reply = JSON.parse(raw.toString()) as ControlReply;
    state.replies.push(reply);
    if (reply.type !== 'renegotiate') return;
    state.offers.push(reply.sdp);
    if (state.ignore) return;
    void (async () => {
      await browser.setRemoteDescription({ type: 'offer', sdp: reply.sdp });
      await browser.setLocalDescription(await browser.createAnswer());
      control.send(JSON.stringify({ type: 'renegotiate_answer', id: `a${state.offers.length}`, sdp: browser.localDescription?.sdp ?? '' }));
    })();
  });
  await expect.poll(() => state.packets, { timeout: 8000 }).toBeGreaterThan(5);
  const ack = async (id: string) => {
    await expect.poll(() => state.replies.some((r) => r.type === 'ack' && r.id === id), { timeout: 5000 }).toBe(true);
    return state.replies.find((r): r is ControlAck => r.type === 'ack' && r.id === id);
  };
  return { browser, control, state, ack };
}

it('offers recvonly video while frozen and sendonly again after, keeping the DTLS role', async () => {
  const { browser, state, ack } = await call('r1');
  router.handle({ type: 'media_faults', device_id: 7, query_id: 'f', faults: { ...noFaults, freeze: true } });
  await expect.poll(() => state.offers.length, { timeout: 5000 }).toBe(1);
  expect(videoDirection(state.offers[0] ?? '')).toBe('recvonly');
  // The DTLS role stays what the first negotiation made it (a werift browser makes the device the server).
  expect(state.offers[0]).not.toContain('a=setup:actpass');
  expect(await ack('a1')).toMatchObject({ ok: true, ptz: { pan: 12, tilt: 3, zoom: 2 } });
  expect(browser.getTransceivers().find((t) => t.kind === 'video')?.currentDirection).not.toMatch(/recv/);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const frozenAt = state.packets;
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(state.packets).toBe(frozenAt);
  expect(browser.connectionState).toBe('connected');

  router.handle({ type: 'media_faults', device_id: 7, query_id: 'u', faults: noFaults });
  await expect.poll(() => state.offers.length, { timeout: 5000 }).toBe(2);
  expect(videoDirection(state.offers[1] ?? '')).toBe('sendrecv');
  expect(await ack('a2')).toMatchObject({ ok: true });
  expect(browser.getTransceivers().find((t) => t.kind === 'video')?.currentDirection).toBe('recvonly');
  await expect.poll(() => state.packets, { timeout: 5000 }).toBeGreaterThan(frozenAt + 10);
}, 30_000);

it('rolls an unanswered offer back and renegotiates at the next change; refuses a stray answer', async () => {
  const { control, state, ack } = await call('r2');
  control.send(JSON.stringify({ type: 'renegotiate_answer', id: 'stray', sdp: 'v=0' }));
  expect(await ack('stray')).toMatchObject({ ok: false, error: 'No renegotiation offer is waiting for an answer' });

  state.ignore = true;
  router.handle({ type: 'media_faults', device_id: 7, query_id: 'f', faults: { ...noFaults, freeze: true } });
  await expect.poll(() => state.offers.length, { timeout: 5000 }).toBe(1);
  // Frozen all the same: no video goes out even though the browser never took the offer.
  await new Promise((resolve) => setTimeout(resolve, RENEGOTIATE_ANSWER_TIMEOUT_MS + 300));
  const frozenAt = state.packets;
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(state.packets).toBe(frozenAt);

  // Rolled back: still sending, so lifting the freeze needs no offer and video flows at once.
  state.ignore = false;
  router.handle({ type: 'media_faults', device_id: 7, query_id: 'u', faults: noFaults });
  await expect.poll(() => state.packets, { timeout: 5000 }).toBeGreaterThan(frozenAt + 10);
  expect(state.offers).toHaveLength(1);
  router.handle({ type: 'media_faults', device_id: 7, query_id: 'f2', faults: { ...noFaults, freeze: true } });
  await expect.poll(() => state.offers.length, { timeout: 5000 }).toBe(2);
  expect(await ack('a2')).toMatchObject({ ok: true });
}, 30_000);

it('holds a call\'s room sound while nobody listens, then sends it on numbered from the last packet, with no gap to count as loss', async () => {
  const { control, state, ack } = await call('a1');
  await expect.poll(() => state.audioSeqs.length, { timeout: 5000 }).toBeGreaterThan(5);
  control.send(JSON.stringify({ type: 'audio_hold', id: 'mute', hold: true }));
  expect(await ack('mute')).toMatchObject({ ok: true });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const heldAt = state.audioSeqs.length;
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(state.audioSeqs.length).toBe(heldAt);
  const videoAt = state.packets;
  await expect.poll(() => state.packets, { timeout: 3000 }).toBeGreaterThan(videoAt + 5);

  control.send(JSON.stringify({ type: 'audio_hold', id: 'listen', hold: false }));
  expect(await ack('listen')).toMatchObject({ ok: true });
  await expect.poll(() => state.audioSeqs.length, { timeout: 3000 }).toBeGreaterThan(heldAt + 10);
  expect(gaps(state.audioSeqs)).toEqual([]);
}, 30_000);

it('holds a call\'s video while the browser does not show it, and starts again at once after', async () => {
  const { control, state, ack } = await call('h1');
  control.send(JSON.stringify({ type: 'video_hold', id: 'hold', hold: true }));
  expect(await ack('hold')).toMatchObject({ ok: true });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const heldAt = state.packets;
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(state.packets).toBe(heldAt);
  // No renegotiation: the hold is the browser's own choice, not a camera change.
  expect(state.offers).toHaveLength(0);

  control.send(JSON.stringify({ type: 'video_hold', id: 'show', hold: false }));
  expect(await ack('show')).toMatchObject({ ok: true });
  await expect.poll(() => state.packets, { timeout: 3000 }).toBeGreaterThan(heldAt + 10);
  // Numbered on from the last packet before the hold: no gap for the browser to count as loss.
  expect(gaps(state.videoSeqs)).toEqual([]);
}, 30_000);
