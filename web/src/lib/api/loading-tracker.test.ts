import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingTracker } from './loading-tracker';

describe('loading tracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows while requests run and hides 200 ms after the last one', () => {
    const tracker = createLoadingTracker();
    const changes = vi.fn();
    tracker.subscribe(changes);

    tracker.start();
    tracker.start();
    tracker.finish();
    vi.advanceTimersByTime(500);
    expect(tracker.isLoading()).toBe(true);

    tracker.finish();
    vi.advanceTimersByTime(199);
    expect(tracker.isLoading()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tracker.isLoading()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('stays visible when a new request starts within the 200 ms', () => {
    const tracker = createLoadingTracker();

    tracker.start();
    tracker.finish();
    vi.advanceTimersByTime(150);
    tracker.start();
    vi.advanceTimersByTime(300);

    expect(tracker.isLoading()).toBe(true);
  });
});
