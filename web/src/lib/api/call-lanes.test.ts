import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterConnecting, holdForConnecting } from './call-lanes';

describe('call lanes: calls nobody waits for go after the connecting calls', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a call at once when no call is connecting', async () => {
    const run = vi.fn(async () => 'sent');
    await expect(afterConnecting(run)).resolves.toBe('sent');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('holds calls while calls connect, and sends them in order once the last is done', async () => {
    const first = holdForConnecting();
    const second = holdForConnecting();
    const sent: string[] = [];
    const audit = afterConnecting(async () => sent.push('audit'));
    const reload = afterConnecting(async () => sent.push('participants'));
    await vi.advanceTimersByTimeAsync(500);
    first();
    first(); // said twice: counted once
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
    second();
    // Not in the task where the last call connected: its tile renders first.
    await Promise.resolve();
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all([audit, reload]);
    expect(sent).toEqual(['audit', 'participants']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends held calls six per task, so a wall\'s burst of them does not hold the page', async () => {
    const done = holdForConnecting();
    const sent: number[] = [];
    const held = Array.from({ length: 14 }, (_, i) => afterConnecting(async () => sent.push(i)));
    done();
    const perTask: number[] = [];
    while (sent.length < 14 && perTask.length < 10) {
      const before = sent.length;
      await vi.advanceTimersToNextTimerAsync();
      perTask.push(sent.length - before);
    }
    await Promise.all(held);
    expect(perTask).toEqual([6, 6, 2]);
    expect(sent).toEqual([...Array(14).keys()]);
  });

  it('holds the rest again when a call starts connecting before they have all gone', async () => {
    const first = holdForConnecting();
    const sent: number[] = [];
    for (let i = 0; i < 10; i += 1) void afterConnecting(async () => sent.push(i));
    first();
    await vi.advanceTimersToNextTimerAsync();
    expect(sent).toHaveLength(6);
    const second = holdForConnecting();
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toHaveLength(6);
    second();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([...Array(10).keys()]);
  });

  it('lets every held call go in the same task when the tab closes, since no timer runs after it', async () => {
    const done = holdForConnecting();
    const sent: number[] = [];
    for (let i = 0; i < 10; i += 1) void afterConnecting(async () => sent.push(i));
    window.dispatchEvent(new Event('pagehide'));
    done();
    // Only microtasks: the calls are made before the page is gone.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(sent).toEqual([...Array(10).keys()]);
    window.dispatchEvent(new Event('pageshow'));
  });

  it('holds a call at most 3 s behind a call that goes on connecting', async () => {
    const done = holdForConnecting();
    const run = vi.fn(async () => undefined);
    void afterConnecting(run);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    done();
  });
});
