/** The indicator stays a moment after the last request, so back-to-back calls do not flicker. */
export const LOADING_HIDE_DELAY_MS = 200;

export interface LoadingTracker {
  start(): void;
  finish(): void;
  isLoading(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createLoadingTracker(hideDelayMs = LOADING_HIDE_DELAY_MS): LoadingTracker {
  let pending = 0;
  let visible = false;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    for (const listener of listeners) listener();
  };
  return {
    start() {
      pending += 1;
      clearTimeout(hideTimer);
      set(true);
    },
    finish() {
      pending = Math.max(0, pending - 1);
      if (pending > 0) return;
      clearTimeout(hideTimer);
      hideTimer = setTimeout(() => set(false), hideDelayMs);
    },
    isLoading: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
