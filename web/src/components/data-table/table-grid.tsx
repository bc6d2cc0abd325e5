// The rows: TanStack Table (headless) for column sizing and resizing, Mantine Table for markup.
// Order, visibility, sticky and wrapped columns come from the column layout.
import { Table, UnstyledButton } from '@mantine/core';
import { columnResizingFeature, columnSizingFeature, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { memo, useMemo, type CSSProperties, type ReactNode } from 'react';
import { displayValue } from './cell-value';
import { ResizeHandle } from './resize-handle';
import { uniqueRowNames } from './row-names';
import classes from './table-grid.module.css';
import type { ColumnLayout, DataTableColumn, Sort } from './types';

const features = tableFeatures({ columnSizingFeature, columnResizingFeature });
/** A column's least and most width (px): the bounds of its resize handle, by mouse or keyboard. */
const MIN_WIDTH = 60;
const MAX_WIDTH = 1000;

interface TableGridProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  layout: ColumnLayout;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** a row's title, then what tells rows of the same title apart (uniqueRowNames) */
  rowName?: (row: Row) => readonly string[];
}

/** Sticky columns first (they stay in view while scrolling sideways), then the rest in order. */
export function orderedColumns<Row>(columns: readonly DataTableColumn<Row>[], layout: ColumnLayout): DataTableColumn<Row>[] {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const shown = layout.visible.map((id) => byId.get(id)).filter((c): c is DataTableColumn<Row> => c !== undefined);
  const sticky = (c: DataTableColumn<Row>) => layout.settings[c.id]?.is_sticky === true;
  return [...shown.filter(sticky), ...shown.filter((c) => !sticky(c))];
}

export function TableGrid<Row extends object>({ columns, layout, rows, rowKey, sort, onSort, rowName }: TableGridProps<Row>) {
  const shown = useMemo(() => orderedColumns(columns, layout), [columns, layout]);
  const defs = useMemo<ColumnDef<typeof features, Row>[]>(
    () => shown.map((c) => ({ id: c.id, header: c.header, size: c.size ?? 150, minSize: MIN_WIDTH, maxSize: MAX_WIDTH })),
    [shown],
  );
  const data = useMemo(() => [...rows], [rows]);
  // Plain strings: a row whose name is unchanged keeps its memoised render when the page is read again.
  const names = useMemo(() => (rowName ? uniqueRowNames(rows, rowName) : null), [rows, rowName]);
  const table = useTable({ features, columns: defs, data, columnResizeMode: 'onChange' });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const sizes = new Map(headers.map((h) => [h.id, h.getSize()]));
  let left = 0;
  const offsets = new Map<string, number>();
  for (const c of shown) {
    if (!layout.settings[c.id]?.is_sticky) break;
    offsets.set(c.id, left);
    left += sizes.get(c.id) ?? 150;
  }
  // The header cells set the columns' widths (the table lays out fixed, by its first row).
  const headStyle = (id: string): CSSProperties => {
    const offset = offsets.get(id);
    const wrapped = layout.settings[id]?.is_wrapped === true;
    return {
      width: sizes.get(id), minWidth: sizes.get(id), maxWidth: sizes.get(id),
      whiteSpace: wrapped ? 'normal' : 'nowrap', overflow: 'hidden', textOverflow: wrapped ? undefined : 'ellipsis',
      ...(offset !== undefined ? { position: 'sticky', left: offset, zIndex: 3, background: 'var(--mantine-color-body)' } : { position: 'relative' }),
    };
  };
  // What a body cell needs of the layout: a sticky column's offset, whether it wraps. It changes
  // only with sizes and layout; with it stable, rows whose data did not change (a URL change that
  // keeps the previous page on screen while the next loads) do not re-render.
  const offsetsKey = JSON.stringify([...offsets]);
  const cells = useMemo(
    () => shown.map((c): CellLayout<Row> => {
      const offset = offsets.get(c.id);
      return { column: c, wrapped: layout.settings[c.id]?.is_wrapped === true, sticky: offset === undefined ? undefined : { left: offset } };
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- offsets by content
    [shown, layout.settings, offsetsKey],
  );
  return (
    <Table.ScrollContainer minWidth={500}>
      <Table striped highlightOnHover style={{ tableLayout: 'fixed', width: table.getTotalSize() }} data-testid="data-table">
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => {
              const column = shown.find((c) => c.id === header.id);
              const active = sort.field === header.id;
              const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
              return (
                <Table.Th key={header.id} style={headStyle(header.id)} aria-sort={ariaSort} data-column={header.id}>
                  {column?.sortable === false ? column.header : (
                    <UnstyledButton
                      fw={600}
                      fz="sm"
                      onClick={() => onSort({ field: header.id, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })}
                    >
                      {column?.header}{active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                    </UnstyledButton>
                  )}
                  <ResizeHandle
                    label={`Resize ${column?.header ?? header.id}`}
                    size={header.getSize()}
                    min={MIN_WIDTH}
                    max={MAX_WIDTH}
                    onDrag={header.getResizeHandler()}
                    onResize={(size) => table.setColumnSizing((old) => ({ ...old, [header.id]: size }))}
                  />
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => <GridRow key={rowKey(row)} row={row} name={names?.[i] ?? ''} cells={cells} />)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface CellLayout<Row> { column: DataTableColumn<Row>; wrapped: boolean; sticky: CSSProperties | undefined }
interface GridRowProps<Row> { row: Row; name: string; cells: readonly CellLayout<Row>[] }

// Plain tr/td with Mantine's own Table classes: a page of 100 rows is over a thousand cells, and
// Table.Td's per-cell styles machinery roughly doubled the time to paint a new page.
function GridRowImpl<Row>({ row, name, cells }: GridRowProps<Row>) {
  return (
    <tr className={Table.classes.tr} data-with-row-border data-striped="odd" data-hover>
      {cells.map(({ column: c, wrapped, sticky }) => (
        <td
          key={c.id}
          className={cellClass}
          style={sticky}
          data-column={c.id}
          data-wrapped={wrapped || undefined}
          data-sticky={sticky ? true : undefined}
        >
          {c.cell ? c.cell(row, name) : displayValue(c.value(row))}
        </td>
      ))}
    </tr>
  );
}

const cellClass = `${Table.classes.td} ${classes.cell}`;
const GridRow = memo(GridRowImpl) as <Row>(props: GridRowProps<Row>) => ReactNode;
