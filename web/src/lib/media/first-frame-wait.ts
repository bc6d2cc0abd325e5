// A call's wait for its first frame (live-video §9: no patient video within 60 s ends it), and its
// place among the calls still connecting (call-lanes.ts: calls nobody waits for go after them).
// A call whose picture is held (a wall tile out of sight) once connected has nothing to wait for:
// it stops holding the other calls back, and its 60 s run again from when it comes into sight.
import { holdForConnecting } from '../api/call-lanes';
import type { SessionTimers } from './session-timers';

export interface FirstFrameWaitOptions {
  timers: SessionTimers;
  timeoutMs: number;
  /** The call is connected with its picture held: the wait goes on rather than failing. */
  held(): boolean;
  /** No frame in time. */
  onTimeout(): void;
}

export class FirstFrameWait {
  private timer: unknown = null;
  private connecting: () => void = () => undefined;

  constructor(private readonly o: FirstFrameWaitOptions) {}

  /** The call starts connecting. */
  begin(): void {
    this.connecting = holdForConnecting();
    this.restart();
  }

  /** The picture is held before the first frame: the calls held back for this one may go. */
  held(): void {
    this.connecting();
  }

  /** In sight again before the first frame: a whole wait from now, not the rest of one begun while held. */
  restart(): void {
    this.o.timers.clear(this.timer);
    this.timer = this.o.timers.after(this.o.timeoutMs, () => {
      if (this.o.held()) this.restart();
      else this.o.onTimeout();
    });
  }

  /** The first frame came, or the call ended. */
  end(): void {
    this.o.timers.clear(this.timer);
    this.connecting();
  }
}
