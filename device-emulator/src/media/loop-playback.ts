// Replays a recorded RTP stream (a few seconds of ffmpeg's output, kept in memory) as an endless
// live one for one peer: every frame's packets get the sequence numbers, timestamp and, for VP8,
// the PictureID that follow on from the previous frame's, across each return to the loop's start,
// so the browser's jitter buffer and VP8 decoder see one continuous stream. A loop starts at a
// keyframe, so playback (and each return to the start) can be decoded from its first packet.
import { isVp8KeyframeStart, rtpPayloadOffset, rtpSequence, sequenceAfter, setVp8PictureId, withLongPictureId } from './vp8.ts';

export interface MediaLoop {
  /** The RTP packets of each frame (one packet per Opus frame), in order; frame 0 is a keyframe. */
  readonly frames: readonly (readonly Buffer[])[];
  /** RTP timestamp units from one frame to the next (6000 for 15 fps video, 2880 for 60 ms Opus). */
  readonly frameTicks: number;
  readonly vp8: boolean;
  /** The frames that are keyframes, in order (VP8); [0] otherwise: every frame stands alone. */
  readonly keyframes: readonly number[];
}

const timestampOf = (packet: Buffer) => packet.readUInt32BE(4);
const startsKeyframe = (packet: Buffer) => isVp8KeyframeStart(packet.subarray(rtpPayloadOffset(packet) ?? packet.length));

/**
 * Cuts a recording into a loop: packets grouped into frames by timestamp, from the first keyframe
 * on (VP8). Throws when a packet is missing (a lost loopback datagram) or the frames are not evenly
 * spaced, since either would show as a glitch on every pass.
 */
export function loopFromPackets(recording: readonly Buffer[], vp8: boolean): MediaLoop {
  const recorded = vp8 ? recording.map(withLongPictureId) : recording;
  const start = vp8 ? recorded.findIndex(startsKeyframe) : 0;
  const packets = recorded.slice(Math.max(start, 0));
  const frames: Buffer[][] = [];
  packets.forEach((packet, i) => {
    const previous = packets[i - 1];
    if (previous && !sequenceAfter(rtpSequence(packet), rtpSequence(previous))) throw new Error('the recording is out of order');
    if (previous && rtpSequence(packet) !== ((rtpSequence(previous) + 1) & 0xffff)) throw new Error('the recording lost a packet');
    const last = frames.at(-1);
    if (last?.[0] && timestampOf(last[0]) === timestampOf(packet)) last.push(packet);
    else frames.push([packet]);
  });
  const first = frames[0]?.[0];
  const second = frames[1]?.[0];
  if (start < 0 || !first || !second) throw new Error('the recording has too few frames');
  const frameTicks = (timestampOf(second) - timestampOf(first)) >>> 0;
  frames.forEach((frame, i) => {
    if (((timestampOf(frame[0] as Buffer) - timestampOf(first)) >>> 0) !== i * frameTicks) throw new Error('the recording\'s frames are not evenly spaced');
  });
  const keyframes = vp8 ? frames.flatMap((frame, i) => (startsKeyframe(frame[0] as Buffer) ? [i] : [])) : [0];
  return { frames, frameTicks, vp8, keyframes };
}

export interface PlaybackStart {
  sequence: number;
  timestamp: number;
  pictureId: number;
}

export const randomStart = (): PlaybackStart => ({
  sequence: Math.floor(Math.random() * 0x10000),
  timestamp: Math.floor(Math.random() * 0x100000000),
  pictureId: Math.floor(Math.random() * 0x8000),
});

export class LoopPlayback {
  private sequence: number;
  private timestamp: number;
  private pictureId: number;
  private index = 0;

  constructor(private readonly loop: MediaLoop, start: PlaybackStart = randomStart()) {
    ({ sequence: this.sequence, timestamp: this.timestamp, pictureId: this.pictureId } = start);
  }

  /** The next frame's packets, rewritten (fresh buffers: werift and the peer may keep them). */
  next(): Buffer[] {
    const frame = this.loop.frames[this.index] ?? [];
    const packets = frame.map((recorded) => {
      const packet = Buffer.from(recorded);
      packet.writeUInt16BE(this.sequence, 2);
      packet.writeUInt32BE(this.timestamp, 4);
      this.sequence = (this.sequence + 1) & 0xffff;
      const offset = rtpPayloadOffset(packet);
      if (this.loop.vp8 && offset !== null) setVp8PictureId(packet.subarray(offset), this.pictureId);
      return packet;
    });
    this.timestamp = (this.timestamp + this.loop.frameTicks) >>> 0;
    this.pictureId = (this.pictureId + 1) & 0x7fff;
    this.index = (this.index + 1) % this.loop.frames.length;
    return packets;
  }

  /**
   * The next frame is a keyframe: the latest one at or before the next frame (the picture steps
   * back less than a keyframe interval). Not the loop's start: a browser that asks again and again
   * (packet loss) would see the loop's first second over and over.
   */
  rewindToKeyframe(): void {
    this.index = this.loop.keyframes.findLast((k) => k <= this.index) ?? 0;
  }
}
