import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ControlCommandInput } from './control-channel';
import { pressPtzArrow, PTZ_HOLD_MS } from './ptz-press';

describe('pressPtzArrow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a click moves one step and nothing more', () => {
    const sent: ControlCommandInput[] = [];
    const release = pressPtzArrow((command) => sent.push(command), 1, 0);
    vi.advanceTimersByTime(80);
    release();
    vi.advanceTimersByTime(5_000);
    expect(sent).toEqual([{ type: 'ptz_step', pan: 1, tilt: 0 }]);
  });

  it('a hold steps at once, then keeps moving until it is let go', () => {
    const sent: ControlCommandInput[] = [];
    const release = pressPtzArrow((command) => sent.push(command), 0, -1);
    vi.advanceTimersByTime(PTZ_HOLD_MS);
    expect(sent).toEqual([{ type: 'ptz_step', pan: 0, tilt: -1 }, { type: 'ptz_start', pan: 0, tilt: -1 }]);
    vi.advanceTimersByTime(2_000);
    release();
    expect(sent.at(-1)).toEqual({ type: 'ptz_stop' });
    expect(sent).toHaveLength(3);
  });
});
