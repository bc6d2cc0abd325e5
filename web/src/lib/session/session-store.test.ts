import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_AFTER_CLOSE_MS, UNKNOWN_NETWORK_ERROR, useSessionStore } from './session-store';

const errors = () => useSessionStore.getState().errors;

describe('Something Went Wrong errors', () => {
  afterEach(() => {
    useSessionStore.getState().reset();
    vi.useRealTimers();
  });

  it('does not come back by itself after Close for the same failure retried, but does for another, and after the quiet time', () => {
    vi.useFakeTimers();
    const { reportError, clearErrors } = useSessionStore.getState();
    reportError(UNKNOWN_NETWORK_ERROR);
    reportError(UNKNOWN_NETWORK_ERROR);
    expect(errors()).toEqual([UNKNOWN_NETWORK_ERROR]);
    clearErrors();
    // The read's retries, 1 s and 2 s apart.
    vi.advanceTimersByTime(1_000);
    reportError(UNKNOWN_NETWORK_ERROR);
    vi.advanceTimersByTime(2_000);
    reportError(UNKNOWN_NETWORK_ERROR);
    expect(errors()).toEqual([]);
    reportError('The menu database is down');
    expect(errors()).toEqual(['The menu database is down']);
    vi.advanceTimersByTime(QUIET_AFTER_CLOSE_MS);
    reportError(UNKNOWN_NETWORK_ERROR);
    expect(errors()).toEqual(['The menu database is down', UNKNOWN_NETWORK_ERROR]);
  });
});
