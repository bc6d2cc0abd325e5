import type { TimerEnv } from './timer-env';

/** The session's timers, so that every end can clear all of them at once. */
export class SessionTimers {
  private readonly pending = new Set<unknown>();

  constructor(private readonly env: TimerEnv) {}

  after(ms: number, fn: () => unknown): unknown {
    const timer = this.env.setTimeout(() => {
      this.pending.delete(timer);
      void fn();
    }, ms);
    this.pending.add(timer);
    return timer;
  }

  clear(timer: unknown): void {
    if (timer === null) return;
    this.env.clearTimeout(timer);
    this.pending.delete(timer);
  }

  clearAll(): void {
    for (const timer of this.pending) this.env.clearTimeout(timer);
    this.pending.clear();
  }
}
