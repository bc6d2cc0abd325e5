// The one table of every list screen (shell spec, Generic data table screen): server-side paging,
// sorting and filtering, saved views, column chooser, resizable/sticky/wrapped columns, CSV export.
import { Box, Button, Group, LoadingOverlay } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient, type QueryFunction } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useDivisionStore } from '../../lib/division/division-store';
import { BusyButton } from '../busy-button';
import { ReadError } from '../load-error';
import { downloadBlob, exportFileName } from './cell-value';
import { ColumnChooser } from './column-chooser';
import { EmptyState } from './empty-state';
import { FilterPanel } from './filter-panel';
import { SavedViewBar } from './saved-view-bar';
import { TableFooter } from './table-footer';
import { orderedColumns, TableGrid } from './table-grid';
import type {
  ColumnLayout, DataTableColumn, FilterDefinition, Filters, PerPagePreference, SavedViewsAdapter, Sort, TablePage, TableQuery,
} from './types';
import { useDivisionFilterGuard, useSavedViewSync } from './use-table-effects';
import { useTableState } from './use-table-state';
import { isAltered, viewMetadata, viewQuery } from './view-state';

export interface DataTableProps<Row> {
  tableId: string;
  columns: readonly DataTableColumn<Row>[];
  filters: readonly FilterDefinition[];
  defaultFilters: Filters;
  defaultSort: Sort;
  rowKey: (row: Row) => string | number;
  /**
   * Names the rows for assistive technology (a cell's rowName): the row's title, then what tells
   * rows of the same title apart; each row's name is made unique on the page (uniqueRowNames).
   */
  rowName?: (row: Row) => readonly string[];
  /** the page query for a table query; the division is part of it so a division change reloads */
  // queryFn is typed by each feature's queryOptions (its key is a precise tuple), hence unknown here.
  load: (query: TableQuery, divisionId: string) => { queryKey: readonly unknown[]; queryFn?: unknown };
  /** every matching row as CSV (streamed by the server), in the visible columns' order */
  exportCsv?: (query: TableQuery, columnIds: string[]) => Promise<Blob>;
  /** starts the same export as a background job (large tables), in the visible columns' order */
  exportInBackground?: (query: TableQuery, columnIds: string[]) => Promise<void>;
  savedViews?: SavedViewsAdapter;
  perPagePreference?: PerPagePreference;
  /** inner tables keep their query in component state and leave the URL alone */
  inner?: boolean;
  actions?: ReactNode;
}

export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { columns, filters: filterDefinitions, rowKey, rowName, load, exportCsv, exportInBackground, savedViews, perPagePreference, inner = false } = props;
  const divisionId = useDivisionStore((s) => s.divisionId ?? '*');
  const defaults = { filters: props.defaultFilters, sort: props.defaultSort, perPage: perPagePreference?.perPage ?? 10, sortable: columns.filter((c) => c.sortable !== false).map((c) => c.id) };
  const queryClient = useQueryClient();
  // The next page's request starts with the click, not after the URL change has rendered.
  const prefetch = (next: TableQuery) => {
    const options = load(next, divisionId);
    void queryClient.prefetchQuery({ queryKey: options.queryKey, queryFn: options.queryFn as QueryFunction<TablePage<Row>> });
  };
  const state = useTableState(defaults, inner, prefetch);
  const { query } = state;
  const defaultLayout = useMemo<ColumnLayout>(() => ({ visible: columns.filter((c) => !c.hiddenByDefault).map((c) => c.id), settings: {} }), [columns]);
  const [layout, setLayout] = useState<ColumnLayout>(defaultLayout);
  const [showFilters, setShowFilters] = useState(false);
  const [exporting, setExporting] = useState(false);
  const allIds = useMemo(() => columns.map((c) => c.id), [columns]);

  const selected = useSavedViewSync({ state, savedViews, allIds, defaultLayout, setLayout, defaults, inner });
  useDivisionFilterGuard(state, filterDefinitions);

  const options = load(query, divisionId);
  const result = useQuery({ queryKey: options.queryKey, queryFn: options.queryFn as QueryFunction<TablePage<Row>>, placeholderData: keepPreviousData });
  const page = result.data;
  const count = page?.metadata.count ?? 0;
  const metadata = () => viewMetadata(query, layout, allIds, divisionId);
  const altered = selected !== null && isAltered(selected, query, layout, defaults.perPage);

  const runExport = async () => {
    if (!exportCsv) return;
    setExporting(true);
    try {
      downloadBlob(await exportCsv(query, orderedColumns(columns, layout).map((c) => c.id)), exportFileName());
    } finally { setExporting(false); }
  };
  const [starting, setStarting] = useState(false);
  const startExport = async () => {
    if (!exportInBackground) return;
    setStarting(true);
    try {
      await exportInBackground(query, orderedColumns(columns, layout).map((c) => c.id));
    } finally { setStarting(false); }
  };

  return (
    <Box pos="relative" data-testid={`table-${props.tableId}`} data-loading={result.isFetching ? 'true' : 'false'}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="xs">
          {savedViews ? (
            <SavedViewBar
              adapter={savedViews}
              selected={selected}
              altered={altered}
              metadata={metadata}
              onSelect={(view) => {
                state.applyView(view?.id ?? null, view
                  ? viewQuery(view, defaults)
                  : { filters: defaults.filters, sort: defaults.sort, perPage: defaults.perPage });
              }}
            />
          ) : null}
          {props.actions}
        </Group>
        <Group gap="xs">
          <Button variant={showFilters ? 'filled' : 'default'} onClick={() => setShowFilters((v) => !v)}>Filters</Button>
          <ColumnChooser columns={columns} layout={layout} onChange={setLayout} />
          {exportCsv ? <BusyButton variant="default" disabled={count === 0} busy={exporting} onClick={() => void runExport()}>Export CSV</BusyButton> : null}
          {exportInBackground ? <Button variant="default" disabled={count === 0} loading={starting} onClick={() => void startExport()}>Export in Background</Button> : null}
        </Group>
      </Group>
      {showFilters ? <FilterPanel key={JSON.stringify(query.filters)} definitions={filterDefinitions} filters={query.filters} onApply={state.setFilters} /> : null}
      {result.error ? <Box mb="sm"><ReadError error={result.error} message="The list could not be loaded." onRetry={() => void result.refetch()} retrying={result.isFetching} /></Box> : null}
      <Box pos="relative">
        <LoadingOverlay visible={result.isFetching && !page} />
        {page && page.results.length === 0 ? <EmptyState /> : (
          <TableGrid columns={columns} layout={layout} rows={page?.results ?? []} rowKey={rowKey} rowName={rowName} sort={query.order_by} onSort={state.setSort} />
        )}
      </Box>
      <TableFooter
        page={query.page}
        perPage={query.per_page}
        count={count}
        shown={page?.results.length ?? 0}
        onPage={state.setPage}
        onPerPage={(perPage) => { perPagePreference?.setPerPage(perPage); state.setPerPage(perPage); }}
      />
    </Box>
  );
}
