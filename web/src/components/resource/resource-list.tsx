// The list page body of any resource: the data table with the descriptor's columns, filters,
// default filters and sort, saved views (table_id = the descriptor key), CSV, and an optional
// selection column for bulk actions.
import { Checkbox } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import { columnText, type AnyResource, type Column } from '@bedside/resources';
import { DataTable } from '../data-table/data-table';
import type { DataTableColumn, Filters, PerPagePreference, SavedViewsAdapter, TableQuery } from '../data-table/types';
import { resourceApi } from '../../lib/resources/resource-api';
import type { CustomFieldDef } from '../../lib/resources/custom-field-form';
import { recordTitle } from './record-title';
import { resourceColumns, resourceFilters, type ColumnOptions } from './resource-columns';

type Row = { id: number };

export interface Selection { ids: ReadonlySet<number>; toggle: (id: number, on: boolean) => void }

interface ResourceListProps<R extends Row> extends ColumnOptions<R> {
  d: AnyResource;
  divisionId: string;
  customFields?: readonly CustomFieldDef[];
  dynamicOptions?: readonly { value: string; label: string }[];
  savedViews?: SavedViewsAdapter;
  perPagePreference?: PerPagePreference;
  rowActions?: (row: R) => ReactNode;
  selection?: Selection;
  actions?: ReactNode;
  /** The table's export as a background job (the jobs feature's, for the tables it can export). */
  exportInBackground?: (query: TableQuery, columns: string[]) => Promise<void>;
}

const rowKey = (row: Row) => row.id;
/** The columns an export writes: not the selection and actions columns, which only the screen has. */
const dataColumns = (ids: string[]) => ids.filter((c) => c !== 'select' && c !== 'actions');

export function ResourceList<R extends Row>(props: ResourceListProps<R>) {
  const { d, divisionId, context, recordHref, cells, customFields, dynamicOptions, rowActions, selection } = props;
  const api = useMemo(() => resourceApi<R>(d), [d]);
  const columns = useMemo(() => {
    const own = resourceColumns<R>(d, { context, recordHref, cells, customFields });
    const select: DataTableColumn<R>[] = selection ? [{
      id: 'select', header: 'Select', sortable: false, size: 70, value: (row) => (selection.ids.has(row.id) ? 'selected' : ''),
      // Named by the row's name (rowName below), so a screen reader user knows which row they select (a11y QA).
      cell: (row, name) => <Checkbox aria-label={`Select ${name}`} checked={selection.ids.has(row.id)} onChange={(e) => selection.toggle(row.id, e.currentTarget.checked)} />,
    }] : [];
    const actions: DataTableColumn<R>[] = rowActions ? [{ id: 'actions', header: 'Actions', sortable: false, size: 240, value: () => '', cell: rowActions }] : [];
    return [...select, ...own, ...actions];
  }, [d, context, recordHref, cells, customFields, rowActions, selection]);
  const filters = useMemo(() => resourceFilters(d, customFields, dynamicOptions), [d, customFields, dynamicOptions]);
  // What the row shows: the patient's name masked as the row masks it (a device's name; the id when
  // untitled), then the columns that tell records of the same title apart, as their cells read
  // ("Room N-302"; masked too if they were PHI). The table keeps only what makes names unique.
  const rowName = useCallback((row: R) => [
    recordTitle(d, row, context.maskPhi) || String(row.id),
    ...(d.distinguishBy ?? []).map((id) => d.columns.find((c: Column<R>) => c.id === id)).filter((c): c is Column<R> => c !== undefined)
      .map((c) => `${c.header} ${columnText(c, row, context)}`),
  ], [d, context]);
  return (
    <DataTable
      tableId={d.key}
      columns={columns}
      filters={filters}
      defaultFilters={(d.defaultFilters ?? {}) as Filters}
      defaultSort={d.defaultSort}
      rowKey={rowKey}
      rowName={selection ? rowName : undefined}
      load={api.listOptions}
      // Only a resource whose API exports CSV offers it (Aimee Conversations' button answered 400).
      exportCsv={(d.api.operations as readonly string[]).includes('exportCsv') ? (query, columnIds) => api.exportCsv(query, dataColumns(columnIds), divisionId) : undefined}
      exportInBackground={props.exportInBackground ? (query, columnIds) => props.exportInBackground!(query, dataColumns(columnIds)) : undefined}
      savedViews={props.savedViews}
      perPagePreference={props.perPagePreference}
      actions={props.actions}
    />
  );
}
