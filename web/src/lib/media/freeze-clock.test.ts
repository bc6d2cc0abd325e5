import { describe, expect, it } from 'vitest';
import { frozenLabel, frozenSeconds } from './freeze-clock';

describe('freeze clock', () => {
  it('counts whole seconds since the freeze began', () => {
    expect(frozenSeconds(10_000, 10_000)).toBe(0);
    expect(frozenSeconds(10_000, 10_999)).toBe(0);
    expect(frozenSeconds(10_000, 17_400)).toBe(7);
    // A clock that stepped back never shows a negative time.
    expect(frozenSeconds(10_000, 9_000)).toBe(0);
  });

  it('reads like a stopwatch', () => {
    expect(frozenLabel(0, 7_000)).toBe('0:07');
    expect(frozenLabel(0, 20_000)).toBe('0:20');
    expect(frozenLabel(0, 65_000)).toBe('1:05');
  });
});
