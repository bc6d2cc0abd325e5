import { describe, expect, it } from 'vitest';
import type { SavedView, TableQuery } from './types';
import { isAltered, viewLayout, viewMetadata, viewQuery } from './view-state';

const query: TableQuery = { page: 3, per_page: 25, order_by: { field: 'name', direction: 'asc' }, filters: { kind: ['fixed'] }, view_id: 1 };
const layout = { visible: ['name', 'status'], settings: { name: { is_sticky: true } } };
const view: SavedView = { id: 1, table_id: 'video_devices', name: 'Mine', is_default: false, is_system: false, metadata: viewMetadata(query, layout, ['status', 'name', 'id'], '1') };

describe('saved views', () => {
  it('stores filters, order, per-page and column settings', () => {
    expect(view.metadata).toEqual({
      filters: { kind: ['fixed'] }, order: { field: 'name', direction: 'asc' }, per_page: 25,
      visible_columns: ['name', 'status'], available_columns: ['status', 'name', 'id'], column_settings: { name: { is_sticky: true } }, division_id: '1',
    });
    expect(viewLayout(view, ['status', 'name'])).toEqual(layout);
  });

  it('is altered when filters, order, per-page or columns differ, not when only the page does', () => {
    expect(isAltered(view, { ...query, page: 1 }, layout, 10)).toBe(false);
    expect(isAltered(view, { ...query, filters: { kind: ['mobilecart'] } }, layout, 10)).toBe(true);
    expect(isAltered(view, { ...query, order_by: { field: 'name', direction: 'desc' } }, layout, 10)).toBe(true);
    expect(isAltered(view, { ...query, per_page: 50 }, layout, 10)).toBe(true);
    expect(isAltered(view, query, { ...layout, settings: { name: { is_sticky: true, is_wrapped: true } } }, 10)).toBe(true);
  });
});

describe('a view saved by another client', () => {
  const view = (filters: unknown): SavedView => ({ id: 9, name: 'Unit 5', table_id: 'patients', is_default: false, is_system: false, metadata: { filters } } as unknown as SavedView);
  const defaults = { sort: { field: 'name', direction: 'asc' as const }, perPage: 25 as const };

  // The API takes filter values as typed: such a view opened unfiltered, its numbers dropped.
  it('keeps filter values stored as numbers or booleans, as text', () => {
    const { filters } = viewQuery(view({ unit_id: 5, ids: [1, 2], age: { from: 30, to: '40' }, active: true, q: 'Ann' }), defaults);
    expect(filters).toEqual({ unit_id: '5', ids: ['1', '2'], age: { from: '30', to: '40' }, active: 'true', q: 'Ann' });
  });

  it('leaves out a value of no filter shape, and takes the defaults for what the view does not say', () => {
    expect(viewQuery(view({ bad: null, list: [{ a: 1 }], range: { from: [1] }, ok: '3' }), defaults)).toEqual({ filters: { ok: '3' }, sort: defaults.sort, perPage: 25 });
    expect(viewQuery(view('not filters'), defaults).filters).toEqual({});
  });

  it('is not altered when the table shows what it stored as numbers', () => {
    const stored = view({ unit_id: 5 });
    const query = { page: 1, per_page: 25, order_by: defaults.sort, filters: { unit_id: '5' }, view_id: 9 } as TableQuery;
    expect(isAltered(stored, query, { visible: [], settings: {} }, 25)).toBe(false);
  });
});
