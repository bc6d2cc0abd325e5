// The monitoring loop's replay: the packets a peer gets must read as one continuous live stream
// across each return to the loop's start, beginning at a keyframe.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoopPlayback, loopFromPackets } from '../src/media/loop-playback.ts';
import { loopSource, Pacer } from '../src/media/monitoring-loop.ts';
import { isVp8KeyframeStart, LongPictureIds, rtpPayloadOffset, rtpSequence, vp8PictureId } from '../src/media/vp8.ts';

/** An RTP packet with a VP8 payload: a 15-bit PictureID (7-bit, as ffmpeg writes it, when `short`), then the frame tag. */
function vp8Packet({ seq, timestamp, pictureId, keyframe, start, short = false }: { seq: number; timestamp: number; pictureId: number; keyframe: boolean; start: boolean; short?: boolean }): Buffer {
  const header = Buffer.alloc(12);
  header[0] = 0x80;
  header[1] = 96;
  header.writeUInt16BE(seq, 2);
  header.writeUInt32BE(timestamp, 4);
  const id = short ? [pictureId & 0x7f] : [0x80 | ((pictureId >> 8) & 0x7f), pictureId & 0xff];
  const descriptor = Buffer.from([0x80 | (start ? 0x10 : 0), 0x80, ...id, keyframe ? 0x10 : 0x11, 0x02, 0x00]);
  return Buffer.concat([header, descriptor]);
}

/** A recording of `frames` frames, two packets each, a keyframe every `gop`; `lead` delta frames before the first keyframe. */
function recording(frames: number, { gop = 3, lead = 0, short = false } = {}): Buffer[] {
  const packets: Buffer[] = [];
  let seq = 65_530;
  for (let f = 0; f < frames + lead; f += 1) {
    const keyframe = f >= lead && (f - lead) % gop === 0;
    for (const start of [true, false]) packets.push(vp8Packet({ seq: seq++ & 0xffff, timestamp: (4_294_960_000 + f * 6000) % 2 ** 32, pictureId: 500 + f, keyframe, start, short }));
  }
  return packets;
}

const payload = (packet: Buffer) => packet.subarray(rtpPayloadOffset(packet) ?? 0);
const pictureIdOf = (packet: Buffer) => payload(packet).readUInt16BE(vp8PictureId(payload(packet))?.offset ?? 0) & 0x7fff;

describe('a recorded loop', () => {
  it('starts at the first keyframe and keeps whole frames', () => {
    const loop = loopFromPackets(recording(6, { lead: 2 }), true);
    expect(loop.frames).toHaveLength(6);
    expect(loop.frameTicks).toBe(6000);
    expect(isVp8KeyframeStart(payload(loop.frames[0]?.[0] ?? Buffer.alloc(0)))).toBe(true);
    expect(loop.frames.every((frame) => frame.length === 2)).toBe(true);
  });

  it('refuses a recording that lost a packet (it would glitch on every pass)', () => {
    const packets = recording(6);
    packets.splice(5, 1);
    expect(() => loopFromPackets(packets, true)).toThrow('the recording lost a packet');
  });
});

describe('a recording with 7-bit PictureIDs (ffmpeg\'s)', () => {
  it('plays with 15-bit PictureIDs that run on past 127, the frames otherwise unchanged', () => {
    const loop = loopFromPackets(recording(6, { short: true }), true);
    const playback = new LoopPlayback(loop, { sequence: 1, timestamp: 0, pictureId: 120 });
    const packets = Array.from({ length: 14 }, () => playback.next()).flat();
    packets.forEach((packet, i) => {
      expect(vp8PictureId(payload(packet))?.bits).toBe(15);
      expect(pictureIdOf(packet)).toBe(120 + Math.floor(i / 2));
    });
    expect(isVp8KeyframeStart(payload(packets[0] ?? Buffer.alloc(0)))).toBe(true);
    // The frame tag follows the widened field: still a keyframe every third frame, deltas between.
    expect(packets.filter((p, i) => i % 2 === 0 && isVp8KeyframeStart(payload(p))).length).toBe(5);
  });
});

describe('a live camera\'s 7-bit PictureIDs', () => {
  it('become a running 15-bit count that never steps back at the 7-bit wrap', () => {
    const ids = new LongPictureIds();
    const shortIds = [125, 126, 127, 0, 1, 2];
    const out = shortIds.flatMap((pictureId, f) => [true, false].map((start) => ids.next(vp8Packet({ seq: f * 2 + (start ? 0 : 1), timestamp: f * 6000, pictureId, keyframe: f === 0, start, short: true }))));
    expect(out.every((packet) => vp8PictureId(payload(packet))?.bits === 15)).toBe(true);
    expect(out.map(pictureIdOf)).toEqual([125, 125, 126, 126, 127, 127, 128, 128, 129, 129, 130, 130]);
    expect(isVp8KeyframeStart(payload(out[0] ?? Buffer.alloc(0)))).toBe(true);
    expect(isVp8KeyframeStart(payload(out[2] ?? Buffer.alloc(0)))).toBe(false);
  });

  it('keeps a gap the camera left: the frame after a missing one is numbered past it', () => {
    const ids = new LongPictureIds();
    const out = [126, 127, 1, 2].map((pictureId, f) => ids.next(vp8Packet({ seq: f, timestamp: f * 6000, pictureId, keyframe: f === 0, start: true, short: true })));
    expect(out.map(pictureIdOf)).toEqual([126, 127, 129, 130]);
  });
});

describe('loop playback', () => {
  it('runs sequence numbers, timestamps and PictureIDs on across the loop boundary, each wrapping at its width', () => {
    const loop = loopFromPackets(recording(6), true);
    const playback = new LoopPlayback(loop, { sequence: 65_533, timestamp: 4_294_967_000, pictureId: 32_765 });
    const frames = Array.from({ length: 14 }, () => playback.next()); // more than two passes
    const packets = frames.flat();

    expect(isVp8KeyframeStart(payload(packets[0] ?? Buffer.alloc(0)))).toBe(true);
    packets.forEach((packet, i) => expect(rtpSequence(packet)).toBe((65_533 + i) & 0xffff));
    frames.forEach((frame, f) => {
      for (const packet of frame) {
        expect(packet.readUInt32BE(4)).toBe((4_294_967_000 + f * 6000) % 2 ** 32);
        expect(pictureIdOf(packet)).toBe((32_765 + f) % 2 ** 15);
      }
    });
    // Each pass begins with the loop's keyframe, so the wrap needs nothing the decoder lacks.
    expect(isVp8KeyframeStart(payload(frames[6]?.[0] ?? Buffer.alloc(0)))).toBe(true);
    expect(isVp8KeyframeStart(payload(frames[12]?.[0] ?? Buffer.alloc(0)))).toBe(true);
  });

  it('leaves the recording untouched, so every peer plays it with its own numbering', () => {
    const loop = loopFromPackets(recording(3), true);
    const before = loop.frames.flat().map((p) => Buffer.from(p));
    const one = new LoopPlayback(loop, { sequence: 1, timestamp: 1, pictureId: 1 }).next();
    const two = new LoopPlayback(loop, { sequence: 900, timestamp: 9, pictureId: 90 }).next();
    expect(loop.frames.flat()).toEqual(before);
    expect(one.map(rtpSequence)).toEqual([1, 2]);
    expect(two.map(rtpSequence)).toEqual([900, 901]);
  });

  it('steps back to a loop\'s keyframe without breaking the numbering', () => {
    const loop = loopFromPackets(recording(6), true);
    const playback = new LoopPlayback(loop, { sequence: 10, timestamp: 0, pictureId: 0 });
    playback.next();
    playback.next();
    playback.rewindToKeyframe();
    const [first] = playback.next();
    expect(isVp8KeyframeStart(payload(first ?? Buffer.alloc(0)))).toBe(true);
    expect(rtpSequence(first ?? Buffer.alloc(4))).toBe(14);
    expect(first?.readUInt32BE(4)).toBe(12_000);
  });

  it('steps back to its latest keyframe when asked for one, not to the loop\'s start', () => {
    const loop = loopFromPackets(recording(8), true);
    expect(loop.keyframes).toEqual([0, 3, 6]);
    const playback = new LoopPlayback(loop, { sequence: 10, timestamp: 0, pictureId: 0 });
    for (let frame = 0; frame <= 6; frame += 1) playback.next();
    playback.rewindToKeyframe();
    // Frames 6 (a keyframe), 7, then 0 and 1 of the next pass; from the start it would be 0-3.
    const keyframes = Array.from({ length: 4 }, () => isVp8KeyframeStart(payload(playback.next()[0] ?? Buffer.alloc(0))));
    expect(keyframes).toEqual([true, false, true, false]);
  });
});

it('a monitoring call starts at a keyframe and, resumed after a freeze, goes on from one', async () => {
  const loop = loopFromPackets(recording(6, { gop: 100 }), true); // a keyframe only at the start
  const source = loopSource({ video: loop, audio: loop });
  const got: Buffer[] = [];
  const stop = source.onVideo((packet) => got.push(packet));
  try {
    expect(isVp8KeyframeStart(payload(got[0] ?? Buffer.alloc(0)))).toBe(true);
    await expect.poll(() => got.length).toBeGreaterThanOrEqual(4);
    source.restartVideo?.();
    const at = got.length;
    await expect.poll(() => got.length).toBeGreaterThan(at);
    expect(at % 12).not.toBe(0); // mid-loop: the keyframe below comes from the restart, not the wrap
    expect(isVp8KeyframeStart(payload(got[at] ?? Buffer.alloc(0)))).toBe(true);
    expect(rtpSequence(got[at] ?? Buffer.alloc(4))).toBe((rtpSequence(got[at - 1] ?? Buffer.alloc(4)) + 1) & 0xffff);
  } finally {
    stop();
  }
});

describe('the pacer', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks on schedule, and after a long stall starts again instead of bursting', () => {
    vi.useFakeTimers();
    let now = 0;
    const pass = (ms: number) => {
      for (let i = 0; i < ms; i += 10) { now += 10; vi.advanceTimersByTime(10); }
    };
    const pacer = new Pacer(100, () => now);
    let ticks = 0;
    const stop = pacer.add(() => { ticks += 1; });
    pass(1000);
    expect(ticks).toBe(10);
    // The event loop stalls for 3 s (no timer runs): the 30 missed ticks are not sent in one go.
    now += 3000;
    vi.advanceTimersByTime(100);
    expect(ticks).toBe(11);
    pass(500);
    expect(ticks).toBe(16);
    stop();
    pass(1000);
    expect(ticks).toBe(16);
  });
});
