import { describe, expect, it, vi } from 'vitest';
import { createWatchStateBatcher, emptyWatchState, type WatchState } from './watch-states';

describe('watch state batcher', () => {
  it('asks once for the monitors asked together, and answers an omitted monitor with the empty state', async () => {
    let run: () => void = () => undefined;
    const fetchStates = vi.fn(async (ids: number[]): Promise<WatchState[]> => ids.filter((id) => id !== 3).map((id) => ({ ...emptyWatchState(id), curtain_closed: true })));
    const load = createWatchStateBatcher(fetchStates, (flush) => { run = flush; });
    const answers = Promise.all([load(1), load(2), load(3), load(1)]);
    run();
    const [one, two, three, again] = await answers;
    expect(fetchStates).toHaveBeenCalledTimes(1);
    expect(fetchStates).toHaveBeenCalledWith([1, 2, 3]);
    expect([one.curtain_closed, two.curtain_closed, three.curtain_closed, again.curtain_closed]).toEqual([true, true, false, true]);
  });

  it('splits more than 100 monitors into requests of 100, and fails the ones whose request failed', async () => {
    let run: () => void = () => undefined;
    const fetchStates = vi.fn(async (ids: number[]) => {
      if (ids.includes(150)) throw new Error('down');
      return ids.map(emptyWatchState);
    });
    const load = createWatchStateBatcher(fetchStates, (flush) => { run = flush; });
    const all = Array.from({ length: 150 }, (_, i) => load(i + 1).then(() => 'ok', () => 'failed'));
    run();
    const results = await Promise.all(all);
    expect(fetchStates.mock.calls.map(([ids]) => ids.length)).toEqual([100, 50]);
    expect(results.slice(0, 100).every((r) => r === 'ok') && results.slice(100).every((r) => r === 'failed')).toBe(true);
  });
});
