import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MetricsQueue, type VideoMetricRecord } from './metrics-queue';

const record = (n: number): VideoMetricRecord => ({
  timestamp: new Date(n).toISOString(), metric_type: 'stats', video_device_id: 12, division_id: 1,
  meeting_id: 'm-1', metrics: { n },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('MetricsQueue', () => {
  it('sends what is queued every 5 minutes in one request', async () => {
    const save = vi.fn(async () => undefined);
    const queue = new MetricsQueue({ save });
    queue.start();
    queue.push(record(1));
    queue.push(record(2));
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledWith([record(1), record(2)]);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(save).toHaveBeenCalledOnce();
  });

  it('sends at most 500 records a call; a batch that fails does not cost the others', async () => {
    const sizes: number[] = [];
    const save = vi.fn(async (records: VideoMetricRecord[]) => {
      sizes.push(records.length);
      if (sizes.length === 2) throw new Error('500');
    });
    const queue = new MetricsQueue({ save, maxQueued: 5_000 });
    for (let n = 0; n < 1_201; n += 1) queue.push(record(n));
    await queue.flush();
    expect(sizes).toEqual([500, 500, 201]);
    expect(save.mock.calls[2]?.[0][200]).toEqual(record(1_200));
  });

  it('drops records whose save failed instead of retrying them', async () => {
    const save = vi.fn(async (_records: VideoMetricRecord[]): Promise<void> => { throw new Error('500'); });
    const queue = new MetricsQueue({ save });
    queue.push(record(1));
    await expect(queue.flush()).resolves.toBeUndefined();
    save.mockResolvedValue(undefined);
    queue.push(record(2));
    await queue.stop();
    expect(save).toHaveBeenLastCalledWith([record(2)]);
    // Nothing is left queued: a later flush sends nothing.
    save.mockClear();
    await queue.flush();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps only the newest records when the queue overflows', async () => {
    const save = vi.fn(async () => undefined);
    const queue = new MetricsQueue({ save, maxQueued: 2 });
    [1, 2, 3].forEach((n) => queue.push(record(n)));
    await queue.flush();
    expect(save).toHaveBeenCalledWith([record(2), record(3)]);
  });
});
