// The timers the video session and the pieces it builds (control channel, candidate batches, ICE
// gathering wait, decoded-frame watch) wait on, injected through the session's env so one call
// runs on one clock.

export interface TimerEnv {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/**
 * The browser's timers, called on globalThis (a browser throws "Illegal invocation" when its
 * setTimeout is called as a method of another object) and looked up on every call, because
 * vi.useFakeTimers replaces globalThis.setTimeout after this module has loaded.
 */
export const browserTimers: TimerEnv = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};
