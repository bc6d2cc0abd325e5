import { describe, expect, it } from 'vitest';
import type { TableQuery } from './types';
import { holdsFilters, parseBrackets, readTableQuery, writeTableQuery } from './url-state';

const defaults = { filters: { service_status: ['in_service'] }, sort: { field: 'status', direction: 'asc' as const }, perPage: 10 as const };

describe('table query in the URL', () => {
  it('applies default filters and sort only when the query holds no filters', () => {
    expect(readTableQuery(new URLSearchParams('division_id=1'), defaults)).toEqual({
      page: 1, per_page: 10, order_by: { field: 'status', direction: 'asc' }, filters: { service_status: ['in_service'] }, view_id: null,
    });
    const held = readTableQuery(new URLSearchParams('filters[name]=cart&order_by[field]=name&order_by[direction]=desc&page=3&per_page=25&filter_id=7'), defaults);
    expect(held).toEqual({ page: 3, per_page: 25, order_by: { field: 'name', direction: 'desc' }, filters: { name: 'cart' }, view_id: 7 });
    // Cleared filters stay cleared: `filters=` still holds filters.
    expect(holdsFilters(new URLSearchParams('filters='))).toBe(true);
    expect(readTableQuery(new URLSearchParams('filters='), defaults).filters).toEqual({});
  });

  it('sorts as by default when the address asks for a field the table cannot sort by', () => {
    const table = { ...defaults, sortable: ['name', 'status'] };
    expect(readTableQuery(new URLSearchParams('order_by[field]=bogus&order_by[direction]=desc'), table).order_by).toEqual({ field: 'status', direction: 'asc' });
    expect(readTableQuery(new URLSearchParams('order_by[field]=name&order_by[direction]=desc'), table).order_by).toEqual({ field: 'name', direction: 'desc' });
  });

  it('ignores a page or per-page that is not allowed', () => {
    const query = readTableQuery(new URLSearchParams('page=-1&per_page=7'), defaults);
    expect(query.page).toBe(1);
    expect(query.per_page).toBe(10);
  });

  it('round-trips nested filters with brackets and keeps keys it does not own', () => {
    const query: TableQuery = {
      page: 2, per_page: 50, order_by: { field: 'name', direction: 'asc' }, view_id: null,
      filters: { kind: ['fixed', 'mobilecart'], state_updated_at: { from: '2026-01-01T00:00:00.000Z' }, custom_fields: { asset_tag: 'AT-1' }, name: '' },
    };
    const text = writeTableQuery(new URLSearchParams('menu_id=4&item_id=9&division_id=2&page=9&filters[old]=x'), query);
    expect(text).toBe('menu_id=4&item_id=9&division_id=2&page=2&per_page=50&order_by[field]=name&order_by[direction]=asc'
      + '&filters[kind][]=fixed&filters[kind][]=mobilecart&filters[state_updated_at][from]=2026-01-01T00%3A00%3A00.000Z&filters[custom_fields][asset_tag]=AT-1');
    const back = readTableQuery(new URLSearchParams(text), defaults);
    expect(back.filters).toEqual({ kind: ['fixed', 'mobilecart'], state_updated_at: { from: '2026-01-01T00:00:00.000Z' }, custom_fields: { asset_tag: 'AT-1' } });
    expect(back.page).toBe(2);
  });

  it('parses bracket arrays and objects', () => {
    expect(parseBrackets(new URLSearchParams('a[b][]=1&a[b][]=2&a[c][d]=3&z=1'), 'a')).toEqual({ b: ['1', '2'], c: { d: '3' } });
    expect(parseBrackets(new URLSearchParams('z=1'), 'a')).toBeUndefined();
  });
});
