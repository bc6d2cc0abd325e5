// A saved view's metadata holds the query its table sends when the view is chosen (shell §4,
// Table: "Choosing a saved view applies its filters and order") and the division it was saved in.
// It is checked when saved, as the table's own list call checks that query: a view with filters or
// an order the table refuses opened its page empty on the raw validation text, and a view could
// name another organisation's division (hostile-input QA).
import type { components } from '@bedside/openapi/api';
import { badRequest } from '../api-error.ts';
import type { Ctx } from '../resources/spec.ts';
import { checkTableQuery, isTable } from '../resources/table-query.ts';

type Metadata = components['schemas']['TableViewMetadata'];

/**
 * A filter value as the table sends it: empty texts, lists and ranges and nulls are left out of
 * its query (web data-table pruneFilters and the query serialiser), so they are never refused.
 */
function sent(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.length ? value : undefined;
  if (typeof value === 'object') {
    const kept = Object.entries(value).flatMap(([key, inner]) => {
      const out = sent(inner);
      return out === undefined ? [] : [[key, out] as const];
    });
    return kept.length ? Object.fromEntries(kept) : undefined;
  }
  return value;
}

/**
 * 400 naming the field under `at` (the body's metadata) for a division outside the caller's
 * organisation, said as for one that does not exist, and for filters or an order the table `tableId`
 * refuses. `tableField` names the body's table_id: a table the simulator does not have keeps no view.
 */
export function checkViewMetadata(ctx: Ctx, tableId: string, metadata: Metadata, at: string, tableField: string): void {
  const division = metadata.division_id;
  if (division !== undefined && division !== '*' && ctx.services.store.organisationOfDivision(Number(division)) !== ctx.auth.user.organization_id) {
    throw badRequest(`${at}.division_id`, 'exists', `Division ${division} not found`);
  }
  if (!isTable(tableId)) throw badRequest(tableField, 'enum', `${tableId} is not a table that keeps saved views`);
  const filters = (sent(metadata.filters ?? {}) ?? {}) as Record<string, unknown>;
  checkTableQuery(ctx, tableId, { filters, order_by: metadata.order }, at);
}
