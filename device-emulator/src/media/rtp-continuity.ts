// One call's RTP sequence numbers, run on across a pause in what the call is sent (a video or
// audio hold, a frozen camera): the source's packets are every call's and keep their own numbers,
// so a call that skipped some would show the browser a gap, which its stats count as lost packets
// (the quality indicator would call the line poor just after a tile came back into sight). Packets
// dropped by the packet_loss fault are no pause: their gaps are meant to show.
import { rtpSequence } from './vp8.ts';

export class RtpContinuity {
  private shift = 0;
  private last: number | null = null;
  private resumed = false;

  /** The next packet sent follows the last one sent, whatever the source sent in between. */
  resume(): void {
    this.resumed = true;
  }

  /** The packet as this call sends it: a renumbered copy once a pause shifted the numbers. */
  next(packet: Buffer): Buffer {
    const seq = rtpSequence(packet);
    if (this.resumed && this.last !== null) this.shift = (this.last + 1 - seq) & 0xffff;
    this.resumed = false;
    this.last = (seq + this.shift) & 0xffff;
    if (this.shift === 0) return packet;
    const copy = Buffer.from(packet);
    copy.writeUInt16BE(this.last, 2);
    return copy;
  }
}
