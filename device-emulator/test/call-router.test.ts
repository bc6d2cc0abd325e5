// A device's call end to end at the device boundary: the backend side is a captured `send`, the
// browser is a werift peer on loopback. Needs ffmpeg (Debian package ffmpeg) on the machine.
import type { components } from '@bedside/openapi/device-link';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaStreamTrack, RTCPeerConnection, RtpHeader, RtpPacket } from 'werift';
import { CallRouter } from '../src/media/call-router.ts';
import { noFaults } from '../src/media/faults.ts';
import { loopbackStunUrl } from '../src/media/loopback-stun.ts';
import { devicePeerConfig } from '../src/media/peer-config.ts';
import { isVp8KeyframeStart, rtpPayloadOffset } from '../src/media/vp8.ts';
import { overlayContents } from './overlay-files.ts';

// The test's browser side is a werift peer too, with the device's settings.
const peerConfig = devicePeerConfig(await loopbackStunUrl());

type DeviceMessage = components['schemas']['DeviceMessage'];

const sent: DeviceMessage[] = [];
const router = new CallRouter({
  send: (message) => sent.push(message),
  callable: (id) => (id === 7 ? { deviceName: 'Room N-301 Camera', roomName: 'N-301', ptz: { pan: 0, tilt: 0, zoom: 0 } } : { refused: 'the device is offline' }),
  log: () => {},
});
const browsers: RTCPeerConnection[] = [];
afterEach(async () => {
  router.clear();
  await Promise.all(browsers.map((pc) => pc.close()));
  sent.length = 0;
});

async function reply<T extends DeviceMessage['type']>(type: T): Promise<Extract<DeviceMessage, { type: T }>> {
  await expect.poll(() => sent.some((m) => m.type === type), { timeout: 8000 }).toBe(true);
  return sent.find((m) => m.type === type) as Extract<DeviceMessage, { type: T }>;
}

async function media() {
  sent.length = 0;
  router.handle({ type: 'media_query', device_id: 7, query_id: 'q' });
  return reply('media_state');
}

/** Answers the device's offer as a browser that counts the video packets it gets; resolves once they flow. */
async function countingBrowser(meetingId: string): Promise<() => number> {
  const offer = await reply('offer');
  const browser = new RTCPeerConnection(peerConfig);
  browsers.push(browser);
  let packets = 0;
  browser.onTrack.subscribe((track) => { if (track.kind === 'video') track.onReceiveRtp.subscribe(() => { packets += 1; }); });
  await browser.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
  await browser.setLocalDescription(await browser.createAnswer());
  router.handle({ type: 'answer', device_id: 7, meeting_id: meetingId, sdp: browser.localDescription?.sdp ?? '' });
  await expect.poll(() => packets, { timeout: 8000 }).toBeGreaterThan(5);
  return () => packets;
}

describe('a device call', () => {
  it('offers, streams video from a keyframe, records the browser audio, and ends on leave', async () => {
    router.handle({ type: 'join', device_id: 7, meeting_id: 'm1', peer_id: 'p1', video_type: 'meeting', ptz: false, play_greeting: false, preview: false });
    const offer = await reply('offer');
    expect(offer.sdp).toContain('VP8/90000');
    expect(offer.sdp).toMatch(/m=video[\s\S]*a=sendrecv/);
    expect(offer.sdp).toContain('webrtc-datachannel');
    // The device is the DTLS client, so the browser's DTLS server is ready before the first hello.
    expect(offer.sdp).toContain('a=setup:active');
    expect(offer.ice_candidates.some((c) => c.candidate.includes('127.0.0.1'))).toBe(true);

    const browser = new RTCPeerConnection(peerConfig);
    browsers.push(browser);
    const video: Buffer[] = [];
    browser.onTrack.subscribe((track) => {
      if (track.kind === 'video') track.onReceiveRtp.subscribe((rtp) => video.push(rtp.payload));
    });
    await browser.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
    const microphone = new MediaStreamTrack({ kind: 'audio' });
    const audio = browser.getTransceivers().find((t) => t.kind === 'audio');
    if (!audio) throw new Error('no audio m-line');
    audio.setDirection('sendrecv');
    await audio.sender.replaceTrack(microphone);
    await browser.setLocalDescription(await browser.createAnswer());
    router.handle({ type: 'answer', device_id: 7, meeting_id: 'm1', sdp: browser.localDescription?.sdp ?? '' });

    await expect.poll(() => video.length, { timeout: 8000 }).toBeGreaterThan(10);
    // The first packet the browser gets starts a keyframe: it can decode at once.
    expect(isVp8KeyframeStart(video[0] ?? Buffer.alloc(0))).toBe(true);

    let seq = 1;
    const speak = setInterval(() => microphone.writeRtp(new RtpPacket(new RtpHeader({ payloadType: 111, sequenceNumber: seq++, timestamp: seq * 960, ssrc: 42 }), Buffer.from([0xfc, 0xff, 0xfe]))), 20);
    try {
      await expect.poll(async () => (await media()).audio_received, { timeout: 8000 }).toBe(true);
    } finally {
      clearInterval(speak);
    }
    const during = await media();
    expect(during).toMatchObject({ in_call: true, meeting_id: 'm1', calls: [{ meeting_id: 'm1', peer_id: 'p1', connection_state: 'connected' }] });
    expect(during.frames_sent).toBeGreaterThan(0);
    // Its connecting steps, in order, from the device's side.
    const steps = during.calls[0]?.steps_ms ?? {};
    const order = ['offer', 'answer', 'ice_connected', 'dtls_connected', 'first_video'] as const;
    expect(order.map((step) => typeof steps[step])).toEqual(order.map(() => 'number'));
    expect(order.map((step) => steps[step]!)).toEqual(order.map((step) => steps[step]!).sort((a, b) => a - b));

    router.handle({ type: 'leave', device_id: 7, meeting_id: 'm1' });
    await expect.poll(async () => (await media()).in_call).toBe(false);
    // The ended call's figures stay readable: the device did hear the clinician.
    expect(await media()).toMatchObject({ meeting_id: 'm1', audio_received: true, calls: [] });
  }, 30_000);

  it('refuses, freezes and drops calls when a scenario says so', async () => {
    router.handle({ type: 'media_faults', device_id: 7, query_id: 'f0', faults: { ...noFaults, refuse_join: true } });
    router.handle({ type: 'join', device_id: 7, meeting_id: 'm3', peer_id: 'p3', video_type: 'test', ptz: false, play_greeting: false, preview: false });
    expect(await reply('join_failed')).toMatchObject({ error: 'Video device could not join: the device refused the call' });

    sent.length = 0;
    router.handle({ type: 'media_faults', device_id: 7, query_id: 'f1', faults: noFaults });
    router.handle({ type: 'join', device_id: 7, meeting_id: 'm4', peer_id: 'p4', video_type: 'test', ptz: false, play_greeting: false, preview: false });
    const packets = await countingBrowser('m4');

    router.handle({ type: 'media_faults', device_id: 7, query_id: 'f2', faults: { ...noFaults, freeze: true } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const frozenAt = packets();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(packets()).toBe(frozenAt);
    router.handle({ type: 'media_faults', device_id: 7, query_id: 'f3', faults: noFaults });
    await expect.poll(packets).toBeGreaterThan(frozenAt);

    sent.length = 0;
    router.handle({ type: 'drop_calls', device_id: 7, query_id: 'd' });
    expect(await reply('call_ended')).toEqual({ type: 'call_ended', device_id: 7, meeting_id: 'm4', reason: 'failed' });
    expect((await media()).in_call).toBe(false);
  }, 30_000);

  it('keeps frames flowing on black video, and drops as many packets as the loss says (not the inverse)', async () => {
    router.handle({ type: 'join', device_id: 7, meeting_id: 'm6', peer_id: 'p6', video_type: 'test', ptz: false, play_greeting: false, preview: false });
    const packets = await countingBrowser('m6');

    router.handle({ type: 'media_faults', device_id: 7, query_id: 'b', faults: { ...noFaults, black: true } });
    const blackAt = packets();
    // Generous: on a loaded machine ffmpeg, which sends the packets, may be starved for a while.
    await expect.poll(packets, { timeout: 10_000 }).toBeGreaterThan(blackAt + 10);
    expect((await media()).faults.black).toBe(true);
    // The camera's black layer is a file drawtext re-reads each frame: one character covers the frame.
    expect(overlayContents('device-7.txt.black')).toContain('X');

    router.handle({ type: 'media_faults', device_id: 7, query_id: 'l', faults: { ...noFaults, packet_loss: 100 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lostAt = packets();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(packets()).toBe(lostAt);
    router.handle({ type: 'media_faults', device_id: 7, query_id: 'l0', faults: { ...noFaults, packet_loss: 0 } });
    await expect.poll(packets, { timeout: 10_000 }).toBeGreaterThan(lostAt + 10);
  }, 30_000);

  it('ends a call whose answer it cannot use', async () => {
    router.handle({ type: 'join', device_id: 7, meeting_id: 'm5', peer_id: 'p5', video_type: 'test', ptz: false, play_greeting: false, preview: false });
    await reply('offer');
    router.handle({ type: 'answer', device_id: 7, meeting_id: 'm5', sdp: 'not an sdp' });
    expect(await reply('call_ended')).toEqual({ type: 'call_ended', device_id: 7, meeting_id: 'm5', reason: 'failed' });
    expect((await media()).in_call).toBe(false);
  });

  it('refuses a join with a reason when the device cannot take calls', async () => {
    router.handle({ type: 'join', device_id: 8, meeting_id: 'm2', peer_id: 'p2', video_type: 'test', ptz: false, play_greeting: false, preview: false });
    expect(await reply('join_failed')).toMatchObject({ device_id: 8, meeting_id: 'm2', error: 'Video device could not join: the device is offline' });
  });
});

// Keeps the RTP helper honest against what werift itself parses.
it('reads the payload offset werift reads', () => {
  const packet = new RtpPacket(new RtpHeader({ payloadType: 96, sequenceNumber: 5, timestamp: 1, ssrc: 9 }), Buffer.from([0x10, 0x00])).serialize();
  expect(rtpPayloadOffset(packet)).toBe(RtpPacket.deSerialize(packet).header.serializeSize);
});
