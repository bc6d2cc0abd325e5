// Spec (section 9): 55 minutes, or the user's timeout minus 5 minutes; 3-minute grace;
// activity counted at most once per 10 s.
export const DEFAULT_INACTIVITY_MS = 55 * 60_000;
export const TIMEOUT_MARGIN_MS = 5 * 60_000;
export const GRACE_MS = 3 * 60_000;
export const ACTIVITY_THROTTLE_MS = 10_000;
// A server timeout of 5 minutes or less still leaves the user a minute before the question.
const MIN_INACTIVITY_MS = 60_000;

/** How long the user may stay idle before Still There? is asked. */
export function inactivityTimeoutMs(timeoutSec: number | null | undefined): number {
  if (!timeoutSec || timeoutSec <= 0) return DEFAULT_INACTIVITY_MS;
  return Math.max(MIN_INACTIVITY_MS, timeoutSec * 1000 - TIMEOUT_MARGIN_MS);
}

export type InactivityPhase = 'stopped' | 'active' | 'warning' | 'expired';

export interface InactivityMonitorOptions {
  timeoutMs: number;
  graceMs?: number;
  throttleMs?: number;
  /** Idle for timeoutMs: ask Still There?. */
  onWarn: () => void;
  /** Not confirmed within the grace period. */
  onExpire: () => void;
  now?: () => number;
}

/**
 * The inactivity timer as a small state machine. Only activity while active counts: once the
 * question is on screen, the user must answer it (stay()).
 */
export function createInactivityMonitor(options: InactivityMonitorOptions) {
  const { timeoutMs, graceMs = GRACE_MS, throttleMs = ACTIVITY_THROTTLE_MS, onWarn, onExpire, now = Date.now } = options;
  let phase: InactivityPhase = 'stopped';
  let lastReset = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (ms: number, next: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(next, ms);
  };
  const restart = () => {
    phase = 'active';
    lastReset = now();
    schedule(timeoutMs, () => {
      phase = 'warning';
      onWarn();
      schedule(graceMs, () => {
        phase = 'expired';
        onExpire();
      });
    });
  };

  return {
    start: restart,
    /** Counts as activity unless counted less than throttleMs ago; true when it reset the timer. */
    activity(): boolean {
      if (phase !== 'active' || now() - lastReset < throttleMs) return false;
      restart();
      return true;
    },
    /** The user confirmed (here or in another tab): start over. */
    stay(): void {
      if (phase === 'active' || phase === 'warning') restart();
    },
    stop(): void {
      clearTimeout(timer);
      phase = 'stopped';
    },
    phase: () => phase,
  };
}

export type InactivityMonitor = ReturnType<typeof createInactivityMonitor>;
