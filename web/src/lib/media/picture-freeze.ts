// Whether a playing call's picture is frozen (live-video §9): its track muted or its decoder
// stalled. A freeze longer than the limit ends the call; a shorter one is only said.
import type { SessionTimers } from './session-timers';

export interface PictureFreezeOptions {
  timers: SessionTimers;
  limitMs: number;
  now(): number;
  /** The call plays: only then can its picture freeze. */
  playing(): boolean;
  /** Frozen since then, or live again (null). */
  onChange(frozenSince: number | null): void;
  /** Frozen longer than the limit. */
  onTooLong(): void;
}

export class PictureFreeze {
  private muted = false;
  private stalled = false;
  private frozen = false;
  private timer: unknown = null;
  private stopped = false;

  constructor(private readonly o: PictureFreezeOptions) {}

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.check();
  }

  setStalled(stalled: boolean): void {
    this.stalled = stalled;
    this.check();
  }

  /** The call is over: nothing it does after (its tracks muting as it closes) is a freeze. */
  stop(): void {
    this.stopped = true;
    this.o.timers.clear(this.timer);
  }

  /** Reads the state again (the call started playing). */
  check(): void {
    if (this.stopped) return;
    const frozen = this.o.playing() && (this.muted || this.stalled);
    if (frozen === this.frozen) return;
    this.frozen = frozen;
    if (frozen) this.timer = this.o.timers.after(this.o.limitMs, () => this.o.onTooLong());
    else this.o.timers.clear(this.timer);
    this.o.onChange(frozen ? this.o.now() : null);
  }
}
