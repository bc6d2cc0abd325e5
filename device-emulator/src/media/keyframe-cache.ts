// The video packets since the last keyframe. A viewer who joins mid-stream is sent these first, so
// its decoder starts at once instead of waiting up to a keyframe interval for the next one.
import { isVp8KeyframeStart, rtpPayloadOffset } from './vp8.ts';

/** Beyond this many packets the cache stops growing (a stream without keyframes). */
const MAX_PACKETS = 2000;

export class KeyframeCache {
  private packets: Buffer[] = [];

  push(packet: Buffer): void {
    const offset = rtpPayloadOffset(packet);
    if (offset === null) return;
    if (isVp8KeyframeStart(packet.subarray(offset))) this.packets = [packet];
    else if (this.packets.length > 0 && this.packets.length < MAX_PACKETS) this.packets.push(packet);
  }

  /** The packets from the last keyframe's first one, oldest first; empty before any keyframe. */
  snapshot(): readonly Buffer[] {
    return [...this.packets];
  }

  clear(): void {
    this.packets = [];
  }
}
