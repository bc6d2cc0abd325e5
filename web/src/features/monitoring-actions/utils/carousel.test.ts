import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselDurationMs, createCarousel, RESUME_AFTER_MS } from './carousel';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

const started = (count: number, durationMs = 60_000) => {
  const carousel = createCarousel({ count, durationMs });
  carousel.start();
  return carousel;
};
const index = (carousel: ReturnType<typeof createCarousel>) => carousel.getSnapshot().index;

describe('carousel', () => {
  it('moves on every duration and wraps to the first', () => {
    const carousel = started(3);
    vi.advanceTimersByTime(59_999);
    expect(index(carousel)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index(carousel)).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(index(carousel)).toBe(2);
    vi.advanceTimersByTime(60_000);
    expect(index(carousel)).toBe(0);
  });

  it('pauses while the user interacts and resumes a whole duration after a quiet while', () => {
    const carousel = started(3);
    vi.advanceTimersByTime(50_000);
    carousel.interact();
    expect(carousel.getSnapshot().paused).toBe(true);
    vi.advanceTimersByTime(RESUME_AFTER_MS - 1);
    carousel.interact();
    vi.advanceTimersByTime(RESUME_AFTER_MS - 1);
    expect(index(carousel)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(carousel.getSnapshot().paused).toBe(false);
    vi.advanceTimersByTime(59_999);
    expect(index(carousel)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index(carousel)).toBe(1);
  });

  it('stays while held, however long, and resumes after the release', () => {
    const carousel = started(2, 5_000);
    carousel.hold();
    carousel.interact();
    vi.advanceTimersByTime(10 * 60_000);
    expect(index(carousel)).toBe(0);
    carousel.release();
    vi.advanceTimersByTime(RESUME_AFTER_MS + 5_000);
    expect(index(carousel)).toBe(1);
  });

  it("stays while the user's focus is on the item, however long, and moves on once it has left", () => {
    let focused = true;
    const carousel = createCarousel({ count: 2, durationMs: 5_000, stay: () => focused });
    carousel.start();
    vi.advanceTimersByTime(10 * 60_000 + 5_000);
    expect(index(carousel)).toBe(0);
    focused = false;
    vi.advanceTimersByTime(RESUME_AFTER_MS + 5_000);
    expect(index(carousel)).toBe(1);
  });

  it('restarts the duration on a move by hand, keeps its place when the list shrinks, and stops', () => {
    const carousel = started(4, 1_000);
    const seen: number[] = [];
    carousel.subscribe(() => seen.push(index(carousel)));
    vi.advanceTimersByTime(900);
    carousel.previous();
    expect(index(carousel)).toBe(3);
    vi.advanceTimersByTime(900);
    expect(index(carousel)).toBe(3);
    carousel.setItems([10, 11]);
    expect(index(carousel)).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(index(carousel)).toBe(0);
    carousel.stop();
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([3, 1, 0]);
  });

  it('stays on the item shown when the list changes around it, and keeps the place when it is gone', () => {
    const carousel = started(0, 1_000);
    carousel.setItems([1, 2, 3, 4]);
    carousel.next();
    carousel.next();
    expect(carousel.getSnapshot().ids[index(carousel)]).toBe(3);
    // One before it stopped, one was added at the front: 3 is still shown.
    carousel.setItems([9, 2, 3, 4]);
    carousel.setItems([2, 3, 4]);
    expect(index(carousel)).toBe(1);
    // The shown item is gone: the next one moves into its place.
    carousel.setItems([2, 4]);
    expect(carousel.getSnapshot().ids[index(carousel)]).toBe(4);
  });

  it('does not move with one item or none', () => {
    const carousel = started(1, 1_000);
    vi.advanceTimersByTime(5_000);
    expect(index(carousel)).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads carousel_duration in seconds, 60 s when missing or unusable', () => {
    expect(carouselDurationMs({ carousel_duration: 15 })).toBe(15_000);
    expect(carouselDurationMs({ carousel_duration: '30' })).toBe(30_000);
    expect(carouselDurationMs({})).toBe(60_000);
    expect(carouselDurationMs({ carousel_duration: 0 })).toBe(60_000);
    expect(carouselDurationMs(undefined)).toBe(60_000);
  });

  it('stays on its patient for a duration too long for a timer (1e9 s), taking 60 s', () => {
    const carousel = started(3, carouselDurationMs({ carousel_duration: 1e9 }));
    vi.advanceTimersByTime(1_000);
    expect(index(carousel)).toBe(0);
    vi.advanceTimersByTime(59_000);
    expect(index(carousel)).toBe(1);
  });
});
