// The table query in the URL (section 4, Table): page, filters, order_by, per_page and filter_id,
// next to keys the table keeps but does not own (menu_id, item_id, division_id). Arrays and
// nested values use brackets, as in API calls.
import { serializeQuery } from '../../lib/api/query-serializer';
import { PER_PAGE_CHOICES, type Filters, type PerPage, type Sort, type TableQuery } from './types';

export interface TableDefaults {
  filters: Filters;
  sort: Sort;
  perPage: PerPage;
  /** The columns a user may sort by; none given: any field. */
  sortable?: readonly string[];
}

type Tree = { [key: string]: Tree | string | string[] };

/** Parses `a[b][]=1&a[c][d]=2` into nested objects (the inverse of serializeQuery). */
export function parseBrackets(search: URLSearchParams, root: string): Tree | undefined {
  let found: Tree | undefined;
  for (const [key, value] of search) {
    if (key !== root && !key.startsWith(`${root}[`)) continue;
    found ??= {};
    const path = [...key.slice(root.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
    let node: Tree = found;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const next = path[i + 1];
      if (last) {
        if (part !== '') node[part] = value;
      } else if (next === '' && i === path.length - 2) {
        const list = node[part];
        node[part] = Array.isArray(list) ? [...list, value] : [value];
      } else if (next !== '') {
        const child = node[part];
        node[part] = typeof child === 'object' && !Array.isArray(child) ? child : {};
        node = node[part] as Tree;
      }
    });
  }
  return found;
}

const isPerPage = (n: number): n is PerPage => (PER_PAGE_CHOICES as readonly number[]).includes(n);

/** Whether the query holds filters: only then do the table's default filters and sort not apply. */
export function holdsFilters(search: URLSearchParams): boolean {
  return [...search.keys()].some((key) => key === 'filters' || key.startsWith('filters['));
}

export function readTableQuery(search: URLSearchParams, defaults: TableDefaults): TableQuery {
  const withFilters = holdsFilters(search);
  const order = parseBrackets(search, 'order_by') as { field?: string; direction?: string } | undefined;
  const page = Number(search.get('page'));
  const perPage = Number(search.get('per_page'));
  const viewId = Number(search.get('filter_id'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    per_page: isPerPage(perPage) ? perPage : defaults.perPage,
    // A field the table cannot sort by (an edited or stale address) sorts as the table does by
    // default: the server's 'order_by must be one of...' showed in the table instead of the rows.
    order_by: order?.field && (!defaults.sortable || defaults.sortable.includes(order.field) || order.field === defaults.sort.field)
      ? { field: order.field, direction: order.direction === 'desc' ? 'desc' : 'asc' }
      : defaults.sort,
    filters: withFilters ? ((parseBrackets(search, 'filters') ?? {}) as Filters) : defaults.filters,
    view_id: Number.isInteger(viewId) && viewId > 0 ? viewId : null,
  };
}

const OWN_KEYS = /^(page|per_page|filter_id|filters|order_by)(\[|$)/;

/**
 * The URL query for a table query: other keys (menu_id, item_id, division_id...) are kept.
 * Empty filters are written as `filters=` so that the query still holds filters and a user who
 * cleared every filter does not get the defaults back.
 */
export function writeTableQuery(current: URLSearchParams, query: TableQuery): string {
  const kept = [...current].filter(([key]) => !OWN_KEYS.test(key));
  const filters = pruneFilters(query.filters);
  const own = serializeQuery({
    page: query.page,
    per_page: query.per_page,
    order_by: query.order_by,
    filter_id: query.view_id ?? undefined,
    filters: Object.keys(filters).length ? filters : undefined,
  });
  const parts = [
    ...kept.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`),
    own,
    Object.keys(filters).length ? '' : 'filters=',
  ].filter(Boolean);
  return parts.join('&');
}

/** Drops empty texts, lists and ranges: they filter nothing. */
export function pruneFilters(filters: Filters): Filters {
  const out: Filters = {};
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string') { if (value.trim() !== '') out[key] = value; continue; }
    if (Array.isArray(value)) { if (value.length) out[key] = value; continue; }
    const inner = Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string' && v !== ''));
    if (Object.keys(inner).length) out[key] = inner;
  }
  return out;
}
