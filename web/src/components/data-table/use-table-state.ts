// Owns a table's query: in the URL for a screen's table (so reload and back/forward restore the
// view), in component state for inner tables, which leave the URL alone.
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentDivisionId } from '../../lib/division/division-store';
import type { Filters, PerPage, Sort, TableQuery } from './types';
import { readTableQuery, writeTableQuery, type TableDefaults } from './url-state';

export interface TableState {
  query: TableQuery;
  /** a page change keeps filters, sort and per-page */
  setPage: (page: number) => void;
  setFilters: (filters: Filters) => void;
  setSort: (sort: Sort) => void;
  setPerPage: (perPage: PerPage) => void;
  /** a saved view (or the system default, null) replaces filters, sort and per-page */
  applyView: (viewId: number | null, state: { filters: Filters; sort: Sort; perPage: PerPage }, replace?: boolean) => void;
}

/** @param onCommit called with the next query before it is applied (the table prefetches its page) */
export function useTableState(defaults: TableDefaults, inner: boolean, onCommit?: (next: TableQuery) => void): TableState {
  const location = useLocation();
  const navigate = useNavigate();
  const [local, setLocal] = useState<TableQuery>(() => readTableQuery(new URLSearchParams(), defaults));
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  // Defaults are rebuilt by callers on each render; their content is what matters.
  const defaultsKey = JSON.stringify(defaults);
  const query = useMemo(
    () => (inner ? local : readTableQuery(search, JSON.parse(defaultsKey) as TableDefaults)),
    [inner, local, search, defaultsKey],
  );

  const commit = useCallback((next: TableQuery, replace = false) => {
    onCommit?.(next);
    if (inner) { setLocal(next); return; }
    // window.location, not the render's location: a division change may have just rewritten it.
    const current = new URLSearchParams(window.location.search);
    current.set('division_id', currentDivisionId());
    void navigate({ search: `?${writeTableQuery(current, next)}` }, { replace });
  }, [inner, navigate, onCommit]);

  return {
    query,
    setPage: (page) => commit({ ...query, page }),
    setFilters: (filters) => commit({ ...query, filters, page: 1 }),
    setSort: (order_by) => commit({ ...query, order_by, page: 1 }),
    setPerPage: (per_page) => commit({ ...query, per_page, page: 1 }),
    applyView: (view_id, state, replace) =>
      commit({ page: 1, view_id, filters: state.filters, order_by: state.sort, per_page: state.perPage }, replace),
  };
}
