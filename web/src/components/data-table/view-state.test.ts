import { describe, expect, it } from 'vitest';
import type { SavedView, TableQuery } from './types';
import { isAltered, viewLayout, viewMetadata } from './view-state';

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
