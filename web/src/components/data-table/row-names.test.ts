import { describe, expect, it } from 'vitest';
import { uniqueRowNames } from './row-names';

const parts = (row: { name: string; room: string }) => [row.name, `Room ${row.room}`];

describe('uniqueRowNames', () => {
  it('keeps a title that is alone on the page as it is', () => {
    expect(uniqueRowNames([{ name: 'Jane Doe', room: 'N-301' }, { name: 'Ada Byron', room: 'N-301' }], parts)).toEqual(['Jane Doe', 'Ada Byron']);
  });

  it('adds the room to titles the page shows twice, and the row\'s place when the rooms are the same too', () => {
    const rows = [
      { name: 'Jane Doe', room: 'N-301' },
      { name: 'Ada Byron', room: 'N-301' },
      { name: 'Jane Doe', room: 'N-302' },
      { name: 'Jane Doe', room: 'N-301' },
    ];
    expect(uniqueRowNames(rows, parts)).toEqual([
      'Jane Doe, Room N-301, row 1 of 4',
      'Ada Byron',
      'Jane Doe, Room N-302',
      'Jane Doe, Room N-301, row 4 of 4',
    ]);
  });
});
