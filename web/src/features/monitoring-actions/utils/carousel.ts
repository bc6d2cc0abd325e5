// Infinity Watch's carousel (issue 14; shell §3 infinity_watch.carousel_duration, §9 default 60 s):
// moves through a list every duration, pauses while the user interacts, and resumes, for a whole
// duration again, once the user has left it alone for a while. React-free: the page adapts it with
// useSyncExternalStore, and tests drive it with fake timers.

import { CAROUSEL_SECONDS, isCarouselSeconds } from '@bedside/resources';

/** How long after the last interaction the carousel moves on again (the spec does not say). */
export const RESUME_AFTER_MS = 10_000;

export interface CarouselSnapshot {
  index: number;
  count: number;
  /** The items' ids, in order (setItems); the one shown is ids[index]. */
  ids: readonly number[];
  /** paused by the user (interacting, or holding it, e.g. a dialog open) */
  paused: boolean;
}

export interface CarouselOptions {
  count: number;
  durationMs: number;
  resumeAfterMs?: number;
  /** Asked when the duration is up: true keeps the item (the user's focus is on it), as an interaction would. */
  stay?: () => boolean;
}

/**
 * The carousel_duration preference in ms, or the default for a missing or unusable value: one
 * longer than a timer can wait moved the carousel on at every tick (1e9 s: 107 video joins in 15 s).
 */
export function carouselDurationMs(settings: Record<string, unknown> | undefined): number {
  const seconds = Number(settings?.carousel_duration);
  return (isCarouselSeconds(seconds) ? seconds : CAROUSEL_SECONDS.standard) * 1000;
}

export function createCarousel({ count, durationMs, resumeAfterMs = RESUME_AFTER_MS, stay }: CarouselOptions) {
  let snapshot: CarouselSnapshot = { index: 0, count, ids: [], paused: false };
  let tick: ReturnType<typeof setTimeout> | undefined;
  let resume: ReturnType<typeof setTimeout> | undefined;
  let holds = 0;
  let running = false;
  const listeners = new Set<() => void>();

  const set = (next: Partial<CarouselSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  };
  const clear = () => {
    clearTimeout(tick);
    clearTimeout(resume);
    tick = resume = undefined;
  };
  // One timer for the current item: each move (by time or by hand) starts a whole duration again.
  const schedule = () => {
    clearTimeout(tick);
    tick = running && !snapshot.paused && snapshot.count > 1 ? setTimeout(() => (stay?.() ? pauseFor(resumeAfterMs) : move(1)), durationMs) : undefined;
  };
  const move = (step: number) => {
    if (snapshot.count === 0) return;
    set({ index: (snapshot.index + step + snapshot.count) % snapshot.count });
    schedule();
  };
  const pauseFor = (ms: number | null) => {
    clear();
    if (!snapshot.paused) set({ paused: true });
    if (ms !== null) {
      resume = setTimeout(() => {
        set({ paused: false });
        schedule();
      }, ms);
    }
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(): void {
      running = true;
      schedule();
    },
    stop(): void {
      running = false;
      clear();
    },
    /** The user did something (pointer, key, wheel): stay here, move on again after a quiet while. */
    interact(): void {
      if (holds === 0) pauseFor(resumeAfterMs);
    },
    /** Paused until release (a dialog is open, the pointer rests on the tile). */
    hold(): void {
      holds += 1;
      pauseFor(null);
    },
    release(): void {
      holds = Math.max(0, holds - 1);
      if (holds === 0) pauseFor(resumeAfterMs);
    },
    next: () => move(1),
    previous: () => move(-1),
    /**
     * The list changed (a monitor started or stopped): the item shown stays shown wherever it went;
     * when it is gone, the place is kept (the next one moves into it).
     */
    setItems(ids: readonly number[]): void {
      const shown = snapshot.ids[snapshot.index];
      const at = shown === undefined ? -1 : ids.indexOf(shown);
      const index = ids.length === 0 ? 0 : at >= 0 ? at : Math.min(snapshot.index, ids.length - 1);
      set({ ids, count: ids.length, index });
      schedule();
    },
  };
}

export type Carousel = ReturnType<typeof createCarousel>;
