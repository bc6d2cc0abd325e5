// A table's query checked as its list call checks it, without reading a row: first the list
// operation's query against the contract, as its route would (contract/operation-query.ts), then
// the collection's own rules (a sortable column, ranges in order, the model's custom fields). A
// saved view keeps such a query as its metadata's filters and order (api/view-metadata.ts).
import { ApiError } from '../api-error.ts';
import { checkOperationQuery } from '../contract/operation-query.ts';
import type { ListQuery } from './collection.ts';
import type { Ctx } from './spec.ts';

interface Table {
  /** The operationId of the table's list call. */
  list: string;
  collection: { checkQuery(ctx: Ctx, query: ListQuery): void };
}

/** The tables whose list the generic collection answers, by their resource key (a saved view's table_id). */
const tables = new Map<string, Table>();

export function registerTable(key: string, table: Table): void {
  tables.set(key, table);
}

export const isTable = (key: string): boolean => tables.has(key);

/** Every registered table's key, for the test that each resource with a list has one. */
export const tableKeys = (): string[] => [...tables.keys()];

/**
 * The table's refusal said of the stored query at `at`: `query.filters.x` is `${at}.filters.x` and
 * `query.order_by` is `${at}.order` (TableViewMetadata's names), in the fields and in the texts,
 * where a bare `order_by.field` reads `metadata.order.field` (the last part of `at`).
 */
function storedAt(error: ApiError, at: string): ApiError {
  const last = at.split('.').at(-1) ?? at;
  const say = (text: string) => text
    .replace(/\bquery\.filters\b/g, `${at}.filters`)
    .replace(/\bquery\.order_by\b/g, `${at}.order`)
    .replace(/(^|[\s(])order_by\./g, `$1${last}.order.`);
  const details = error.details?.map((d) => ({ ...d, field: say(d.field), message: say(d.message) }));
  return new ApiError(error.statusCode, say(error.message), error.code, details);
}

/**
 * Refuses, with the 400 the table's list call would answer (fields named under `at`), filters and
 * an order the table `key` does not take. The key must be a registered table (isTable).
 */
export function checkTableQuery(ctx: Ctx, key: string, { filters, order_by }: Pick<ListQuery, 'filters' | 'order_by'>, at: string): void {
  const table = tables.get(key);
  if (!table) throw new Error(`${key} is not a registered table`);
  // As the table sends it: no filters parameter when there is no filter (a list may take none).
  const query = { ...(filters && Object.keys(filters).length ? { filters } : {}), ...(order_by ? { order_by } : {}) };
  const checked = checkOperationQuery(table.list, query);
  if ('error' in checked) throw storedAt(checked.error, at);
  try {
    table.collection.checkQuery(ctx, checked.query as ListQuery);
  } catch (error) {
    throw error instanceof ApiError && error.statusCode === 400 ? storedAt(error, at) : error;
  }
}
