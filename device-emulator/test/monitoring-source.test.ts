// The session kind picks the picture: a monitoring session gets the recorded 320x180 loop and starts
// no camera; a video visit on the same device gets the live 480x270 camera with its overlay.
// Needs ffmpeg (the npm package the emulator installs) like call-router.test.ts.
import type { components } from '@bedside/openapi/device-link';
import { afterAll, describe, expect, it } from 'vitest';
import { RTCPeerConnection } from 'werift';
import { CallRouter } from '../src/media/call-router.ts';
import { isMdnsCandidate, withoutMdnsCandidates } from '../src/media/device-call.ts';
import { loopbackStunUrl } from '../src/media/loopback-stun.ts';
import { monitoringLoops } from '../src/media/monitoring-loop.ts';
import { devicePeerConfig } from '../src/media/peer-config.ts';
import { isVp8KeyframeStart, rtpPayloadOffset } from '../src/media/vp8.ts';
import { overlayContents } from './overlay-files.ts';

type DeviceMessage = components['schemas']['DeviceMessage'];
type VideoType = components['schemas']['Join']['video_type'];

const peerConfig = devicePeerConfig(await loopbackStunUrl());
const sent: DeviceMessage[] = [];
const router = new CallRouter({
  send: (message) => sent.push(message),
  callable: (id) => ({ deviceName: `Camera ${id}`, roomName: 'N-301', ptz: { pan: 0, tilt: 0, zoom: 0 } }),
  log: () => {},
});
const browsers: RTCPeerConnection[] = [];
afterAll(async () => {
  router.clear();
  await Promise.all(browsers.map((pc) => pc.close()));
});

/** Width and height from a VP8 keyframe's header (RFC 6386 §9.1: after the start code 9d 01 2a). */
function keyframeSize(payload: Buffer): string {
  const code = payload.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
  return `${payload.readUInt16LE(code + 3) & 0x3fff}x${payload.readUInt16LE(code + 5) & 0x3fff}`;
}

/** Joins device `deviceId` as `videoType` from a werift browser; resolves with the video payloads it receives. */
async function watch(deviceId: number, meetingId: string, videoType: VideoType): Promise<Buffer[]> {
  router.handle({ type: 'join', device_id: deviceId, meeting_id: meetingId, peer_id: meetingId, video_type: videoType, ptz: false, play_greeting: false, preview: videoType === 'monitoring' });
  await expect.poll(() => sent.some((m) => m.type === 'offer' && m.meeting_id === meetingId), { timeout: 10_000 }).toBe(true);
  const offer = sent.find((m) => m.type === 'offer' && m.meeting_id === meetingId) as Extract<DeviceMessage, { type: 'offer' }>;
  const browser = new RTCPeerConnection(peerConfig);
  browsers.push(browser);
  const video: Buffer[] = [];
  browser.onTrack.subscribe((track) => { if (track.kind === 'video') track.onReceiveRtp.subscribe((rtp) => video.push(rtp.payload)); });
  await browser.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
  await browser.setLocalDescription(await browser.createAnswer());
  router.handle({ type: 'answer', device_id: deviceId, meeting_id: meetingId, sdp: browser.localDescription?.sdp ?? '' });
  await expect.poll(() => video.length, { timeout: 10_000 }).toBeGreaterThan(10);
  return video;
}

describe('the picture a session gets', () => {
  it('is the recorded loop for monitoring (no camera runs) and the live camera for a visit', async () => {
    const monitored = await watch(21, 'watch', 'monitoring');
    expect(isVp8KeyframeStart(monitored[0] ?? Buffer.alloc(0))).toBe(true);
    expect(keyframeSize(monitored[0] ?? Buffer.alloc(0))).toBe('320x180');
    // No encoder for the device: its overlay layer (written when its camera starts) does not exist.
    expect(overlayContents('device-21.txt')).toEqual([]);

    const visit = await watch(21, 'visit', 'meeting');
    expect(keyframeSize(visit.find((p) => isVp8KeyframeStart(p)) ?? Buffer.alloc(0))).toBe('480x270');
    expect(overlayContents('device-21.txt').join('')).toContain('Camera 21');
    // The monitoring call keeps its own picture beside the visit.
    const before = monitored.length;
    await expect.poll(() => monitored.length).toBeGreaterThan(before + 10);
    expect(monitored.filter((p) => isVp8KeyframeStart(p)).every((p) => keyframeSize(p) === '320x180')).toBe(true);
  }, 30_000);
});

it('answers the browser\'s keyframe request (RTCP PLI) with a keyframe at once, not the loop\'s next one a second later', async () => {
  await watch(22, 'lost-picture', 'monitoring');
  const receiver = browsers.at(-1)?.getTransceivers().find((t) => t.kind === 'video')?.receiver;
  if (!receiver?.tracks[0]) throw new Error('no video receiver');
  // One entry per frame (RTP timestamp): whether it is a keyframe. The loop has one every 15 frames.
  const frames: boolean[] = [];
  let askedAfter: number | null = null;
  let timestamp: number | null = null;
  receiver.tracks[0].onReceiveRtp.subscribe((rtp) => {
    if (rtp.header.timestamp === timestamp) return;
    timestamp = rtp.header.timestamp;
    frames.push(isVp8KeyframeStart(rtp.payload));
    // Right after a keyframe, as a browser that lost the packets following it would.
    if (frames.at(-1) && frames.length > 1 && askedAfter === null) {
      askedAfter = frames.length;
      void receiver.sendRtcpPLI(rtp.header.ssrc);
    }
  });
  const nextKeyframe = () => (askedAfter === null ? -1 : frames.slice(askedAfter).indexOf(true));
  await expect.poll(nextKeyframe, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
  // The frame in flight, then the keyframe (the loop's own next one is 14 frames on).
  expect(nextKeyframe()).toBeLessThanOrEqual(2);
}, 30_000);

it('records the monitoring loop once: 4 s at 15 fps from a keyframe, with room tone in 60 ms frames', async () => {
  const loops = await monitoringLoops();
  expect(await monitoringLoops()).toBe(loops);
  expect(loops.video.frames).toHaveLength(60);
  expect(loops.video.frameTicks).toBe(6000);
  const first = loops.video.frames[0]?.[0] ?? Buffer.alloc(0);
  expect(isVp8KeyframeStart(first.subarray(rtpPayloadOffset(first) ?? 0))).toBe(true);
  expect(loops.audio.frameTicks).toBe(2880);
});

it('leaves out Chromium\'s mDNS candidates, which werift would spend 10 s resolving', () => {
  const mdns = 'candidate:1 1 udp 2122260223 6c1f8a2e-4b7d-4c2a-9e3f-0a1b2c3d4e5f.local 54321 typ host generation 0';
  const host = 'candidate:2 1 udp 2122260223 127.0.0.1 54322 typ host generation 0';
  expect(isMdnsCandidate(mdns)).toBe(true);
  expect(isMdnsCandidate(host)).toBe(false);
  expect(withoutMdnsCandidates(`v=0\r\na=${mdns}\r\na=${host}\r\n`)).toBe(`v=0\r\na=${host}\r\n`);
});
