import type { ReactNode } from 'react';
import type { components } from '@bedside/openapi/api';

export type SavedView = components['schemas']['TableUserSetting'];
export type ViewMetadata = components['schemas']['TableViewMetadata'];
export type ColumnSetting = components['schemas']['ColumnSetting'];
export type PerPage = 10 | 25 | 50 | 100;
export const PER_PAGE_CHOICES: readonly PerPage[] = [10, 25, 50, 100];

export type SortDirection = 'asc' | 'desc';
export interface Sort { field: string; direction: SortDirection }

/** A filter value as it travels in the URL and the API: a text, a list, or a from/to range. */
export type FilterValue = string | string[] | { from?: string; to?: string } | { [key: string]: string };
export type Filters = Record<string, FilterValue>;

/** What a table shows: the server's query (section 3, Table query) plus the saved view id. */
export interface TableQuery {
  page: number;
  per_page: PerPage;
  order_by: Sort;
  filters: Filters;
  /** the selected saved view (filter_id in the URL) */
  view_id: number | null;
}

export interface TablePage<Row> { results: Row[]; metadata: { count: number; per_page: number } }

export type FilterType = 'TEXT' | 'NUMBER' | 'ENUM' | 'DATERANGE' | 'DATETIMERANGE' | 'DATE' | 'AUTOCOMPLETE';

/** A choice as filter endpoints answer it: a bare name, `{ name }` or `{ key, value }`. */
export type RawOption = string | { name?: string; key?: string; value?: string };
export interface FilterOption { value: string; label: string }

export interface FilterDefinition {
  /** key in `filters` (dots nest: custom_fields.asset_tag) */
  id: string;
  label: string;
  type: FilterType;
  options?: readonly FilterOption[];
  /** a configurable endpoint for the choices, asked again for each division */
  loadOptions?: (divisionId: string) => Promise<readonly RawOption[]>;
  /** choices depend on the division: selected values missing from a new division are dropped */
  dynamic?: boolean;
}

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** the raw value; null or empty shows N/A */
  value: (row: Row) => string | number | boolean | null | undefined;
  /**
   * a custom cell (status tags, links); gets the value already formatted, and the row's name unique
   * on the page when the table names its rows (DataTable's rowName)
   */
  cell?: (row: Row, rowName: string) => ReactNode;
  sortable?: boolean;
  hiddenByDefault?: boolean;
  size?: number;
}

/** Column layout: which columns show, in which order, and how (saved with a view). */
export interface ColumnLayout {
  visible: string[];
  settings: Record<string, ColumnSetting>;
}

export interface SavedViewsAdapter {
  views: readonly SavedView[];
  /** Manage System: may see and save system views and set 'Is System' */
  canManageSystem: boolean;
  save: (view: { id?: number; name: string; is_default: boolean; is_system: boolean; metadata: ViewMetadata }) => Promise<SavedView>;
  /** What a rejected save said: the Name field's message (a name already taken), and the rest. */
  saveErrors: (error: unknown) => { name?: string; other: string[] };
}

export interface PerPagePreference {
  perPage: PerPage | null;
  /** stored in the `table` preference; failures are ignored */
  setPerPage: (perPage: PerPage) => void;
}
