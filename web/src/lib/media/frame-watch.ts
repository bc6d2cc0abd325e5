// Watches decoded frames through getStats: the first decoded frame is "camera playing", and a
// framesDecoded counter that stops moving is a frozen picture. Chromium does not mute a track
// when RTP merely stops, but framesDecoded stalls within ~100 ms (measured on these machines).
// This is the call's one getStats poll: the quality watch reads the latest report from here
// (VideoSession.latestStats) instead of polling the peer connection a second time.
import type { TimerEnv } from './timer-env';

export interface FrameWatchOptions {
  getStats(): Promise<RTCStatsReport>;
  env: TimerEnv;
  firstFramePollMs: number;
  framePollMs: number;
  onFirstFrame(): void;
  /** Called when the counter stops (true) or moves again (false). */
  onStall(stalled: boolean): void;
}

/** Sum of framesDecoded over the inbound video streams, or null when there is none yet. */
function framesDecodedFrom(report: RTCStatsReport): number | null {
  let total: number | null = null;
  report.forEach((stat: { type: string; kind?: string; mediaType?: string; framesDecoded?: number }) => {
    if (stat.type !== 'inbound-rtp' || (stat.kind ?? stat.mediaType) !== 'video') return;
    total = (total ?? 0) + (stat.framesDecoded ?? 0);
  });
  return total;
}

export class FrameWatch {
  private timer: unknown = null;
  private stopped = false;
  private last: number | null = null;
  private playing = false;
  private stalled = false;
  private report: RTCStatsReport | null = null;
  private suspended = false;

  constructor(private readonly options: FrameWatchOptions) {}

  start(): void {
    this.schedule(0);
  }

  /** The report of the last poll that succeeded; null before the first one. */
  get latest(): RTCStatsReport | null {
    return this.report;
  }

  /**
   * Suspended: decoding was stopped on purpose (a wall tile out of sight), so a counter that stops
   * is no freeze. On resume the next poll sets the baseline afresh.
   */
  setSuspended(suspended: boolean): void {
    this.suspended = suspended;
    if (suspended && this.stalled) {
      this.stalled = false;
      this.options.onStall(false);
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.options.env.clearTimeout(this.timer);
    this.timer = null;
  }

  // A chain of timeouts rather than an interval: a slow getStats never overlaps the next one.
  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = this.options.env.setTimeout(() => {
      this.timer = null;
      void this.poll();
    }, ms);
  }

  private async poll(): Promise<void> {
    let frames: number | null = null;
    try {
      const report = await this.options.getStats();
      this.report = report;
      frames = framesDecodedFrom(report);
    } catch {
      // A closing connection: the session ends it anyway.
    }
    if (this.stopped) return;
    if (frames !== null) this.observe(frames);
    this.schedule(this.playing ? this.options.framePollMs : this.options.firstFramePollMs);
  }

  private observe(frames: number): void {
    if (!this.playing) {
      if (frames > 0) {
        this.playing = true;
        this.last = frames;
        this.options.onFirstFrame();
      }
      return;
    }
    const stalled = !this.suspended && frames <= (this.last ?? 0);
    this.last = frames;
    if (stalled !== this.stalled) {
      this.stalled = stalled;
      this.options.onStall(stalled);
    }
  }
}
