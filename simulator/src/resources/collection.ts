// A resource's records as its table and pages see them: found for a caller (404 alike for missing
// and foreign), listed by the descriptor's filters and sort, paged, and changed with a revision.
// Lists filter and sort the contract rows through the descriptor's own accessors, so the table,
// its sort and the CSV export always read the same value.
import type { components } from '@bedside/openapi/api';
import type { CellValue, Column, ResourceSchema, RowOf } from '@bedside/resources';
import { ApiError, badRequest } from '../api-error.ts';
import { groupGrants, inScope, type Place } from '../auth/access.ts';
import { customColumns, customFieldsOf, customFilters } from './custom-fields.ts';
import { checkRange, isEmptyFilter, matcher } from './filters.ts';
import { recordRevision } from './revisions.ts';
import type { Changes, Ctx, Edit, RecordAction, ResourceSpec } from './spec.ts';

export interface ListQuery {
  division_id?: string;
  filters?: Record<string, unknown>;
  order_by?: { field?: string; direction?: 'asc' | 'desc' };
}

type PerPage = components['schemas']['PerPage'];
export interface Page<Row> { results: Row[]; metadata: { count: number; per_page: PerPage; page: number } }

type Scoped = { id: number; division: { id: number } };
// Every resource row has an id, and a division unless it is organisation-wide (the contract lint
// requires both of S otherwise).
const scoped = (row: unknown) => row as Scoped;

type SortKey = string | number | boolean | null;
const sortKey = (value: CellValue | undefined): SortKey => (value === undefined ? null : typeof value === 'string' ? value.toLowerCase() : value);

/** "Video Device" → "Video device", as 404 messages read. */
const sentence = (label: string) => label.charAt(0) + label.slice(1).toLowerCase();

export class Collection<S extends ResourceSchema, P extends string, Rec extends { id: number }> {
  constructor(readonly spec: ResourceSpec<S, P, Rec>) {}

  private get organizationWide(): boolean {
    return this.spec.descriptor.scope === 'organization';
  }

  /**
   * Whether the caller may see the record at all: their organisation's, or in their scope (one of
   * their divisions, or a room or unit a group of theirs gives: auth/access.ts).
   */
  private visible(ctx: Ctx, rec: Rec): boolean {
    if (!this.seen(ctx, rec)) return false;
    const { store } = ctx.services;
    if (this.organizationWide) return this.spec.organizationOf?.(rec, store) === ctx.auth.user.organization_id;
    const grants = this.spec.placeOf ? groupGrants(store, ctx.auth.user.id) : null;
    return inScope(ctx.auth.user.division_ids, grants, this.place(ctx, rec));
  }

  private place(ctx: Ctx, rec: Rec, row?: RowOf<S>): Place {
    return this.spec.placeOf?.(ctx.services.store, rec) ?? { division_id: scoped(row ?? this.row(ctx, rec)).division.id };
  }

  /** The spec's own visibility rule inside the scope (another user's saved view is not seen). */
  private seen(ctx: Ctx, rec: Rec): boolean {
    return this.spec.visibleTo?.(ctx, rec) ?? true;
  }

  /** The record if the caller may see it (visible); otherwise 404, the same for a missing one. */
  find(ctx: Ctx, id: number): Rec {
    const { store } = ctx.services;
    const rec = this.spec.byId ? this.spec.byId(store, id) : this.spec.records(store).find((r) => r.id === id);
    if (!rec || !this.visible(ctx, rec)) {
      throw new ApiError(404, `${sentence(this.spec.descriptor.labels.singular)} ${id} not found`, 'not_found');
    }
    return rec;
  }

  row(ctx: Ctx, rec: Rec): RowOf<S> {
    const [row] = this.spec.toRows(ctx, [rec]);
    if (!row) throw new Error(`${this.spec.descriptor.key}: toRows dropped record ${rec.id}`);
    return row;
  }

  /** The descriptor's columns, then one per custom field of its model (the caller's organisation's). */
  columns(ctx: Ctx): Column<RowOf<S>>[] {
    const { columns, customFields } = this.spec.descriptor;
    return [...columns, ...customColumns<RowOf<S>>(customFieldsOf(ctx, customFields))];
  }

  /** Rows of the caller's divisions (or the one asked for) matching the filters, in the order asked for. */
  query(ctx: Ctx, { division_id, filters = {}, order_by }: ListQuery): RowOf<S>[] {
    const { descriptor } = this.spec;
    const columns = this.columns(ctx);
    const column = this.sortColumn(order_by, columns);
    const direction = (order_by ? order_by.direction ?? 'asc' : descriptor.defaultSort.direction) === 'desc' ? -1 : 1;
    const matches = this.matchers(ctx, filters, columns);
    const keyed = this.inScope(ctx, division_id)
      .filter((row) => matches.every((m) => m(row)))
      .map((row) => ({ row, id: scoped(row).id, key: sortKey(column.value(row)) }));
    keyed.sort((a, b) => {
      // Missing values (N/A) sort last in either direction, as a person reading the table expects.
      if (a.key === b.key) return a.id - b.id;
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      return (a.key < b.key ? -1 : 1) * direction;
    });
    return keyed.map((k) => k.row);
  }

  /**
   * What query() refuses in a query (a column it cannot sort by, a reversed range, a custom field
   * the model lacks), without reading a row: a saved view's filters and order (table-query.ts).
   */
  checkQuery(ctx: Ctx, { filters = {}, order_by }: ListQuery): void {
    const columns = this.columns(ctx);
    this.sortColumn(order_by, columns);
    this.matchers(ctx, filters, columns);
  }

  private sortColumn(orderBy: ListQuery['order_by'], columns: readonly Column<RowOf<S>>[]): Column<RowOf<S>> {
    const { descriptor } = this.spec;
    const field = orderBy?.field ?? descriptor.defaultSort.field;
    const column = columns.find((c) => c.id === field);
    if (!column || column.sortable === false) {
      throw badRequest('query.order_by.field', 'enum', `order_by.field ${field} is not a sortable column of the ${descriptor.labels.plural.toLowerCase()} table`);
    }
    return column;
  }

  /**
   * Rows of the caller's organisation (organisation-wide resources), or of the divisions asked for;
   * for all divisions also the rooms, units and patients the caller's groups give.
   */
  private inScope(ctx: Ctx, divisionId: string | undefined): RowOf<S>[] {
    const { store } = ctx.services;
    const records = this.spec.records(store).filter((rec) => this.seen(ctx, rec));
    if (this.organizationWide) {
      const organization = ctx.auth.user.organization_id;
      return this.spec.toRows(ctx, records.filter((rec) => this.spec.organizationOf?.(rec, store) === organization));
    }
    const divisions = ctx.auth.divisions(divisionId);
    const all = !divisionId || divisionId === '*';
    const grants = all && this.spec.placeOf ? groupGrants(store, ctx.auth.user.id) : null;
    const rows = this.spec.toRows(ctx, records);
    return rows.filter((row, i) => inScope(divisions, grants, this.place(ctx, records[i] as Rec, row)));
  }

  page<Row>(rows: Row[], page = 1, perPage: PerPage = 10): Page<Row> {
    return { results: rows.slice((page - 1) * perPage, page * perPage), metadata: { count: rows.length, per_page: perPage, page } };
  }

  /**
   * Runs `apply` on the record with an Edit; when something changed, records it (revision and
   * audit entry) and tells afterChange. Frame settings and other own operations write through it too.
   * A check that fails part-way (a 400 after some fields were set) leaves the record as it was: a
   * group's members, a role's admin menu, a form's enabled flag stayed changed behind the 400,
   * with no revision or audit entry.
   */
  async update(ctx: Ctx, rec: Rec, apply: (edit: Edit<Rec>) => void): Promise<Changes> {
    const changes: Changes = {};
    const before = structuredClone(rec);
    try {
      apply({
        set: (key, value) => {
          if (value === undefined || value === rec[key]) return;
          changes[key] = [rec[key], value];
          rec[key] = value;
        },
        note: (field, was, now) => {
          if (was !== now) changes[field] = [was, now];
        },
      });
    } catch (error) {
      for (const key of Object.keys(rec)) if (!(key in before)) delete rec[key as keyof Rec];
      Object.assign(rec, before);
      throw error;
    }
    if (Object.keys(changes).length > 0) await this.written(ctx, rec, 'update', changes);
    return changes;
  }

  /** A new record: its revision holds each field with its first value. */
  async created(ctx: Ctx, rec: Rec, fields: Record<string, unknown>): Promise<void> {
    await this.written(ctx, rec, 'create', fields);
  }

  async removed(ctx: Ctx, rec: Rec): Promise<void> {
    await this.written(ctx, rec, 'delete', {});
  }

  private async written(ctx: Ctx, rec: Rec, action: RecordAction, audited: Record<string, unknown>): Promise<void> {
    recordRevision(ctx, this.spec, rec, action, audited);
    await this.spec.afterChange?.(ctx, rec, action);
  }

  private matchers(ctx: Ctx, filters: Record<string, unknown>, columns: readonly Column<RowOf<S>>[]): ((row: RowOf<S>) => boolean)[] {
    const { descriptor, serverFilters = {} } = this.spec;
    const predicates: ((row: RowOf<S>) => boolean)[] = [];
    for (const filter of descriptor.filters) {
      const value = filters[filter.id];
      checkRange(filter.id, filter.kind, value);
      if (isEmptyFilter(value)) continue;
      const read = filter.value ?? columns.find((c) => c.id === filter.id)?.value;
      if (!read) throw new Error(`${descriptor.key}: filter ${filter.id} has no value and no column of that id`);
      const accepts = matcher(filter.kind, value);
      predicates.push((row) => accepts(read(row)));
    }
    for (const [id, predicate] of Object.entries(serverFilters)) {
      if (filters[id] !== undefined) predicates.push(predicate(ctx, filters[id]));
    }
    const fields = customFieldsOf(ctx, descriptor.customFields);
    predicates.push(...customFilters(fields, filters.custom_fields as Record<string, string> | undefined, ctx.auth.user.timezone || 'UTC'));
    return predicates;
  }
}
