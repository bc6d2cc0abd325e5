import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInactivityMonitor, inactivityTimeoutMs } from './inactivity-monitor';

const MINUTE = 60_000;

function monitor(timeoutMs = 55 * MINUTE) {
  const onWarn = vi.fn();
  const onExpire = vi.fn();
  const instance = createInactivityMonitor({ timeoutMs, onWarn, onExpire });
  instance.start();
  return { instance, onWarn, onExpire };
}

describe('inactivityTimeoutMs', () => {
  it('is 55 minutes by default and the user timeout minus 5 minutes when set', () => {
    expect(inactivityTimeoutMs(null)).toBe(55 * MINUTE);
    expect(inactivityTimeoutMs(undefined)).toBe(55 * MINUTE);
    expect(inactivityTimeoutMs(1800)).toBe(25 * MINUTE);
    expect(inactivityTimeoutMs(120)).toBe(MINUTE);
  });
});

describe('inactivity monitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks after 55 idle minutes and expires 3 minutes later', () => {
    const { instance, onWarn, onExpire } = monitor();

    vi.advanceTimersByTime(55 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledOnce();
    expect(instance.phase()).toBe('warning');

    vi.advanceTimersByTime(3 * MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(instance.phase()).toBe('expired');
  });

  it('restarts the timer on activity, at most once per 10 seconds', () => {
    const { instance, onWarn } = monitor();

    vi.advanceTimersByTime(9_999);
    expect(instance.activity()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(instance.activity()).toBe(true);
    expect(instance.activity()).toBe(false);

    vi.advanceTimersByTime(55 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledOnce();
  });

  it('ignores activity once Still There? is asked; staying starts over', () => {
    const { instance, onWarn, onExpire } = monitor(10 * MINUTE);
    vi.advanceTimersByTime(10 * MINUTE);

    expect(instance.activity()).toBe(false);
    vi.advanceTimersByTime(2 * MINUTE);
    instance.stay();
    vi.advanceTimersByTime(5 * MINUTE);

    expect(onExpire).not.toHaveBeenCalled();
    expect(instance.phase()).toBe('active');
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(2);
  });

  it('does nothing once stopped', () => {
    const { instance, onWarn } = monitor();

    instance.stop();
    vi.advanceTimersByTime(120 * MINUTE);
    instance.stay();

    expect(onWarn).not.toHaveBeenCalled();
    expect(instance.phase()).toBe('stopped');
  });
});
