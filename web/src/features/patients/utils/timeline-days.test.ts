import { describe, expect, it } from 'vitest';
import { timelineDays, type TimelineEntry } from './timeline-days';

const entry = (id: string, at: string): TimelineEntry => ({ id, kind: 'monitor_started', at, text: 'Monitoring started', username: null });

describe('timelineDays', () => {
  it('groups entries by the day in the user\'s timezone, newest first', () => {
    const days = timelineDays(
      [entry('a', '2024-03-02T01:30:00Z'), entry('b', '2024-03-02T15:00:00Z'), entry('c', '2024-03-01T12:00:00Z')],
      { timeZone: 'America/Chicago', timeFormat: 12 },
    );
    // 01:30 UTC on March 2 is still March 1 in Chicago.
    expect(days.map((d) => [d.day, d.entries.map((e) => e.id)])).toEqual([
      ['03/02/2024', ['b']],
      ['03/01/2024', ['a', 'c']],
    ]);
  });
});
