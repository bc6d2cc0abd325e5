// Plays Opus payloads on a werift audio track in real time: one 20 ms frame per tick of a pacer
// shared by every track of the process, so many speakers cost one timer. Between utterances
// nothing is sent (as with Opus DTX); the RTP timestamp still follows the wall clock, so the
// receiver's jitter buffer places the next utterance right, and its first packet carries the marker.
import { RtpHeader, RtpPacket, type MediaStreamTrack } from 'werift';
import { Pacer } from '../media/monitoring-loop.ts';
import { FRAME_MS, FRAME_SAMPLES } from './opus.ts';

const pacer = new Pacer(FRAME_MS);
const CLOCK_PER_MS = 48;

export class SpeechTrack {
  private sequence = Math.floor(Math.random() * 0xffff);
  private readonly epoch = performance.now();
  private nextTimestamp = 0;
  private queue: Buffer[] = [];
  private done: ((complete: boolean) => void) | null = null;
  private stopTicks: (() => void) | null = null;
  /** Packets sent so far. */
  packets = 0;
  /**
   * Nobody listens (the call's audio_hold): speech goes on in the room and its time passes, but no
   * packet is sent; the first one after carries the marker of a new talkspurt, numbered on.
   */
  held = false;
  private resumed = false;

  constructor(private readonly track: MediaStreamTrack, private readonly onPacket?: () => void) {}

  get playing(): boolean {
    return this.stopTicks !== null;
  }

  /** Plays the payloads (after any still playing is cut off); true once the last is sent, false when cut off. */
  play(payloads: readonly Buffer[]): Promise<boolean> {
    this.stop();
    this.queue = [...payloads];
    // A new talkspurt: the timestamp jumps by the silence since the last packet.
    this.nextTimestamp = Math.max(this.nextTimestamp, Math.round((performance.now() - this.epoch) * CLOCK_PER_MS));
    let first = true;
    return new Promise((resolve) => {
      this.done = resolve;
      this.stopTicks = pacer.add(() => {
        const payload = this.queue.shift();
        if (!payload) { this.finish(true); return; }
        this.send(payload, first);
        first = false;
      });
    });
  }

  /** Stops at once (the assistant was interrupted, or the call ended). */
  stop(): void {
    this.finish(false);
  }

  private finish(complete: boolean): void {
    this.stopTicks?.();
    this.stopTicks = null;
    this.queue = [];
    const done = this.done;
    this.done = null;
    done?.(complete);
  }

  private send(payload: Buffer, first: boolean): void {
    if (this.held) {
      this.nextTimestamp += FRAME_SAMPLES;
      this.resumed = true;
      return;
    }
    const marker = first || this.resumed;
    this.resumed = false;
    const header = new RtpHeader({ payloadType: 111, sequenceNumber: this.sequence, timestamp: this.nextTimestamp >>> 0, marker });
    this.sequence = (this.sequence + 1) & 0xffff;
    this.nextTimestamp += FRAME_SAMPLES;
    this.track.writeRtp(new RtpPacket(header, payload));
    this.packets += 1;
    this.onPacket?.();
  }
}
