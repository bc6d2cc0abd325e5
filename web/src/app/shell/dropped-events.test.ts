import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdForConnecting } from '../../lib/api/call-lanes';
import { rereadAfterDropped } from './dropped-events';

describe('rereadAfterDropped', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** A query on screen (observed), read once, and how many times its function ran. */
  async function shownQuery(queryClient: QueryClient) {
    const read = vi.fn(async () => 'monitors');
    const observer = new QueryObserver(queryClient, { queryKey: ['get', '/patient_monitors'], queryFn: read });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    return { read, unsubscribe };
  }

  /** A query on screen, and the re-read under test on its client. */
  async function rereadOfShown() {
    const queryClient = new QueryClient();
    return { ...await shownQuery(queryClient), reread: rereadAfterDropped(queryClient), queryClient };
  }

  it('reads what is on screen again a second after an event was dropped, once for a burst', async () => {
    const { read, unsubscribe, reread } = await rereadOfShown();

    for (let i = 0; i < 30; i += 1) reread.dropped();
    await vi.advanceTimersByTimeAsync(999);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    unsubscribe();
    reread.stop();
  });

  it('reads again at most every 30 s while events keep being dropped', async () => {
    const { read, unsubscribe, reread } = await rereadOfShown();

    reread.dropped();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(2);
    // A Wi-Fi report each second with a state the build does not know.
    for (let second = 0; second < 60; second += 1) {
      reread.dropped();
      await vi.advanceTimersByTimeAsync(1_000);
    }
    // Read again at 1 s, 31 s and 61 s, then no more once nothing is dropped.
    expect(read).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(4);
    unsubscribe();
    reread.stop();
  });

  it('reads nothing once stopped (the user signed out), nor for an event dropped after', async () => {
    const { read, unsubscribe, reread } = await rereadOfShown();

    reread.dropped();
    reread.stop();
    reread.dropped();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(read).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('reads nothing when stopped while its re-read waited for a video call to connect', async () => {
    const { read, unsubscribe, reread } = await rereadOfShown();
    const connected = holdForConnecting();

    reread.dropped();
    await vi.advanceTimersByTimeAsync(1_000);
    reread.stop();
    connected();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(read).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('reads again a read under way, which may have been answered before the change', async () => {
    const { read, unsubscribe, reread, queryClient } = await rereadOfShown();
    let answer = (_value: string) => {};
    read.mockImplementationOnce(() => new Promise<string>((resolve) => { answer = resolve; }));
    void queryClient.refetchQueries();
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(2);

    reread.dropped();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(3);
    answer('before the change');
    unsubscribe();
    reread.stop();
  });
});
