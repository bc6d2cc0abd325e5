// Saved views: what a view holds (filters, order, per-page, columns) and whether the table now
// differs from the selected view ("altered", which offers Save).
import { pruneFilters } from './url-state';
import type { ColumnLayout, FilterValue, Filters, PerPage, SavedView, Sort, TableQuery, ViewMetadata } from './types';

export function viewMetadata(query: TableQuery, layout: ColumnLayout, allColumns: readonly string[], divisionId: string): ViewMetadata {
  return {
    filters: pruneFilters(query.filters),
    order: query.order_by,
    per_page: query.per_page,
    visible_columns: layout.visible,
    available_columns: [...allColumns],
    column_settings: layout.settings,
    division_id: divisionId,
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null);
const isText = (item: string | null): item is string => item !== null;

/** One stored filter value as the table holds it (a text, a list of texts, a range of texts), or null. */
function filterValue(value: unknown): FilterValue | null {
  if (Array.isArray(value)) {
    const items = value.map(text);
    return items.every(isText) ? items : null;
  }
  if (value && typeof value === 'object') {
    const parts = Object.entries(value).map(([part, v]) => [part, text(v)] as const);
    return parts.every(([, v]) => isText(v)) ? Object.fromEntries(parts) as Record<string, string> : null;
  }
  return text(value);
}

/**
 * A view's stored filters as the table holds them. The API takes a filter value as typed (unit_id
 * 5) as well as the address sends it ("5"), so a view saved by another client may hold numbers:
 * kept as text rather than dropped, which opened the view unfiltered. A value of no filter shape
 * (an object in a list, null) is left out.
 */
export function viewFilters(stored: unknown): Filters {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const kept = Object.entries(stored).map(([key, value]) => [key, filterValue(value)] as const);
  return Object.fromEntries(kept.filter((entry): entry is readonly [string, FilterValue] => entry[1] !== null));
}

/** What choosing a view sets the table to: its filters, order and page size, or the table's defaults. */
export function viewQuery(view: SavedView, defaults: { sort: Sort; perPage: PerPage }): { filters: Filters; sort: Sort; perPage: PerPage } {
  const { filters, order, per_page: perPage } = view.metadata;
  return {
    filters: viewFilters(filters),
    sort: order ? { field: order.field, direction: order.direction ?? 'asc' } : defaults.sort,
    perPage: perPage ?? defaults.perPage,
  };
}

/** The column layout a view stores, or null when it stores none (the default layout applies). */
export function viewLayout(view: SavedView, allColumns: readonly string[]): ColumnLayout | null {
  const visible = view.metadata.visible_columns?.filter((id) => allColumns.includes(id));
  if (!visible?.length) return null;
  return { visible, settings: view.metadata.column_settings ?? {} };
}

const stable = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v);

/** Whether the table differs from what the view saved: filters, order, per-page or columns. */
export function isAltered(view: SavedView, query: TableQuery, layout: ColumnLayout, defaultPerPage: PerPage): boolean {
  const saved = view.metadata;
  const same = stable(pruneFilters(viewFilters(saved.filters))) === stable(pruneFilters(query.filters))
    && (saved.order?.field ?? query.order_by.field) === query.order_by.field
    && (saved.order?.direction ?? 'asc') === query.order_by.direction
    && (saved.per_page ?? defaultPerPage) === query.per_page
    && (!saved.visible_columns?.length || (stable(saved.visible_columns) === stable(layout.visible)
      && stable(saved.column_settings ?? {}) === stable(layout.settings)));
  return !same;
}
