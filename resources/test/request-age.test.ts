import { describe, expect, it } from 'vitest';
import { requestAge } from '../src/labels/virtual-request.ts';

describe('requestAge', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('reads minutes, then hours, then days', () => {
    expect(requestAge('2026-11-25T11:56:30Z', now)).toBe('3 min');
    expect(requestAge('2026-11-25T09:00:00Z', now)).toBe('3 h');
    expect(requestAge('2026-11-22T12:00:00Z', now)).toBe('3 d');
    // A clock a little ahead of the server's reads as just raised.
    expect(requestAge('2026-11-25T12:00:05Z', now)).toBe('0 min');
  });
});
