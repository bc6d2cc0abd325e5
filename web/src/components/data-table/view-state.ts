// Saved views: what a view holds (filters, order, per-page, columns) and whether the table now
// differs from the selected view ("altered", which offers Save).
import { pruneFilters } from './url-state';
import type { ColumnLayout, PerPage, SavedView, TableQuery, ViewMetadata } from './types';

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
  const same = stable(pruneFilters((saved.filters ?? {}) as TableQuery['filters'])) === stable(pruneFilters(query.filters))
    && (saved.order?.field ?? query.order_by.field) === query.order_by.field
    && (saved.order?.direction ?? 'asc') === query.order_by.direction
    && (saved.per_page ?? defaultPerPage) === query.per_page
    && (!saved.visible_columns?.length || (stable(saved.visible_columns) === stable(layout.visible)
      && stable(saved.column_settings ?? {}) === stable(layout.settings)));
  return !same;
}
