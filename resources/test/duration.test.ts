import { describe, expect, it } from 'vitest';
import { formatDuration } from '../src/labels/nurse-call.ts';

describe('formatDuration', () => {
  it('reads seconds, then minutes and seconds, then hours and minutes', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(120)).toBe('2 min');
    expect(formatDuration(125)).toBe('2 min 5 s');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(3 * 3600 + 4 * 60 + 59)).toBe('3 h 4 min');
  });
});
