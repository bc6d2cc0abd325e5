import { describe, expect, it } from 'vitest';
import { displayValue, exportFileName, goToPageTarget } from './cell-value';
import { dropUnavailable, setFilter } from './filter-values';
import { normaliseOptions } from './options';

describe('go-to-page', () => {
  it('accepts only a whole page number from 1 to ceil(count / per page)', () => {
    expect(goToPageTarget('3', 25, 10)).toBe(3);
    expect(goToPageTarget('4', 25, 10)).toBeNull();
    for (const bad of ['0', '-1', '1.5', 'abc', '', ' ']) expect(goToPageTarget(bad, 25, 10)).toBeNull();
    expect(goToPageTarget('1', 0, 10)).toBeNull();
  });
});

describe('cells and export', () => {
  it('shows N/A for missing values and Yes/No for flags', () => {
    expect([null, undefined, '', 0, false, true, 'x'].map(displayValue)).toEqual(['N/A', 'N/A', 'N/A', '0', 'No', 'Yes', 'x']);
  });

  it('names the export table-export plus a timestamp', () => {
    expect(exportFileName(new Date(2026, 10, 21, 9, 5, 7))).toBe('table-export-20261121-090507.csv');
  });
});

describe('filter choices', () => {
  it('reads lists of names or key/value pairs', () => {
    expect(normaliseOptions(['a', { name: 'b' }, { key: '7', value: 'N-301' }, {}])).toEqual([
      { value: 'a', label: 'a' }, { value: 'b', label: 'b' }, { value: '7', label: 'N-301' },
    ]);
  });

  it('drops dynamic-filter values the new division does not offer', () => {
    const rooms = normaliseOptions([{ key: '1', value: 'S-301' }]);
    const room = { id: 'room', label: 'Room', type: 'AUTOCOMPLETE' as const, dynamic: true };
    expect(dropUnavailable({ room: 'N-3', name: 'x' }, room, rooms)).toEqual({ name: 'x' });
    expect(dropUnavailable({ room: 'S-3' }, room, rooms)).toEqual({ room: 'S-3' });
    const kinds = { id: 'kind', label: 'Kind', type: 'ENUM' as const, dynamic: true };
    expect(dropUnavailable({ kind: ['a', 'b'] }, kinds, normaliseOptions(['a']))).toEqual({ kind: ['a'] });
    expect(dropUnavailable({ kind: ['b'] }, kinds, normaliseOptions(['a']))).toEqual({});
  });

  it('nests dotted filter ids one level', () => {
    expect(setFilter({}, 'custom_fields.asset_tag', 'AT')).toEqual({ custom_fields: { asset_tag: 'AT' } });
    expect(setFilter({ custom_fields: { asset_tag: 'AT' } }, 'custom_fields.asset_tag', undefined)).toEqual({});
  });
});
