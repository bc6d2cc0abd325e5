// Whether the patient's picture comes and stays live (live-video §9: camera connect timeout 60 s,
// frozen-video threshold 20 s): the wait for the first frame (first-frame-wait.ts), the decoded-frame
// poll (frame-watch.ts, the call's one getStats poll, whose latest report the quality watch reads)
// and freezes (picture-freeze.ts). Part of VideoSession, without React.
import { FirstFrameWait } from './first-frame-wait';
import { FrameWatch } from './frame-watch';
import { PictureFreeze } from './picture-freeze';
import type { SessionEnv } from './session-env';
import type { SessionTimers } from './session-timers';

type PictureEnv = Pick<
  SessionEnv,
  'noVideoTimeoutMs' | 'frozenLimitMs' | 'firstFramePollMs' | 'framePollMs' | 'now' | 'setTimeout' | 'clearTimeout'
>;

/** What the picture watch needs of its session. */
export interface PictureHost {
  /** The call is connected with its picture held (a wall tile out of sight): the first-frame wait goes on. */
  held(): boolean;
  /** The call plays: only then can its picture freeze. */
  playing(): boolean;
  /** The poll saw the first decoded frame. */
  firstFrame(): void;
  /** Frozen since then, or live again (null). */
  frozen(since: number | null): void;
  /** No frame in time, or frozen too long: the call ends with why. */
  fail(error: 'no-patient-video' | 'patient-video-frozen'): void;
}

export class PictureWatch {
  private readonly wait: FirstFrameWait;
  private readonly freeze: PictureFreeze;
  private frames: FrameWatch | null = null;

  constructor(private readonly env: PictureEnv, timers: SessionTimers, private readonly host: PictureHost) {
    this.wait = new FirstFrameWait({
      timers,
      timeoutMs: env.noVideoTimeoutMs,
      held: () => host.held(),
      onTimeout: () => host.fail('no-patient-video'),
    });
    this.freeze = new PictureFreeze({
      timers,
      limitMs: env.frozenLimitMs,
      now: () => env.now(),
      playing: () => host.playing(),
      onChange: (since) => host.frozen(since),
      onTooLong: () => host.fail('patient-video-frozen'),
    });
  }

  /** The latest report of the decoded-frame poll; null before its first. */
  get latestStats(): RTCStatsReport | null {
    return this.frames?.latest ?? null;
  }

  /** The call starts connecting: the wait for its first frame begins. */
  begin(): void {
    this.wait.begin();
  }

  /** The call's peer connection, whose decoded frames are polled once it connects. */
  watch(pc: RTCPeerConnection, shown: boolean): void {
    this.frames = new FrameWatch({
      getStats: () => pc.getStats(),
      env: this.env,
      firstFramePollMs: this.env.firstFramePollMs,
      framePollMs: this.env.framePollMs,
      onFirstFrame: () => this.host.firstFrame(),
      onStall: (stalled) => this.freeze.setStalled(stalled),
    });
    // Held before the call was wired (a wall tile out of sight at Connect All): decoding stops on
    // purpose, so its frames standing still are no freeze (a tile below the fold froze, then
    // reconnected every 20 s, until scrolled into sight).
    this.frames.setSuspended(!shown);
  }

  /** The media connection is up; `shown` false: the picture is held, so the calls held back for this one may go. */
  connected(shown: boolean): void {
    if (!shown) this.wait.held();
    // No frame can be decoded before the connection is up, so getStats is first polled now: a
    // wall of 30 tiles connecting at once made about 300 calls a second for nothing before.
    this.frames?.start();
  }

  /**
   * The picture is shown again (true) or held: a decoder that stops while held is no freeze.
   * `waiting`: connected, still without a first frame; shown again, its wait starts afresh.
   */
  setShown(on: boolean, waiting: boolean): void {
    this.frames?.setSuspended(!on);
    if (!waiting) return;
    if (on) this.wait.restart();
    else this.wait.held();
  }

  /** The patient's video track muted (true) or live again. */
  setMuted(muted: boolean): void {
    this.freeze.setMuted(muted);
  }

  /** The first frame came: its wait is over. */
  firstFrameShown(): void {
    this.wait.end();
  }

  /** Reads the freeze again: the call plays now, and a picture already muted or stalled is frozen. */
  checkFreeze(): void {
    this.freeze.check();
  }

  /** The call is over: no wait, poll or freeze goes on. */
  stop(): void {
    this.wait.end();
    this.freeze.stop();
    this.frames?.stop();
  }
}
