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
    await Promise.all([audit, reload]);
    expect(sent).toEqual(['audit', 'participants']);
    expect(vi.getTimerCount()).toBe(0);
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
