// Generated contract tests of every resource on the generic collection (resource pattern design
// §6 step 3): list, each filter, each sort, paging, the form's rules, permissions, 404s and
// revisions, driven by the descriptor and the spec's sample body. Expectations are computed here
// from the seeded rows with the test's own predicates, never with the collection's matchers.
import { apiOperations } from '@bedside/openapi/api-operations';
import { resources, type CellValue, type FilterKind, type OperationKind, type RuleSpec } from '@bedside/resources';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.ts';
import { operationIds, wrapperOf } from '../../src/resources/handlers.ts';
import { roleById } from '../../src/store/roles.ts';
import { bearer, NURSE, testApp, withRules } from '../helpers.ts';
import { divisionOf, specs, type Row } from './specs.ts';


/** One record per health system or per division (the preferences): fewer rows than the paging case would like. */
const singletons = new Set(['health_system_preferences', 'page_preferences', 'division_preferences', 'division_homepages']);


it('covers every resource descriptor with a spec', () => {
  expect(specs.map((s) => s.descriptor.key).sort()).toEqual(resources.map((d) => d.key).sort());
});

let built: BuiltApp;
let nurse: { authorization: string };
let nurseDivisions: number[];
beforeAll(async () => {
  built = await testApp();
  nurse = await bearer(built, NURSE);
  nurseDivisions = built.services.store.userByEmail(NURSE)!.division_ids;
});
afterAll(async () => { await built.app.close(); });

interface Call { id?: number; query?: object; body?: object }
async function call(operationId: string, { id, query, body }: Call = {}) {
  const { method, path } = apiOperations[operationId as keyof typeof apiOperations];
  const url = `/api/v1${path.replace('{id}', String(id))}${query ? `?${qs.stringify(query, { arrayFormat: 'brackets' })}` : ''}`;
  const response = await built.app.inject({ method: method.toUpperCase() as 'GET', url, headers: nurse, ...(body ? { payload: body } : {}) });
  const json = () => response.json<{ results: Row[]; metadata: { count: number; per_page: number; page: number }; error?: string; details?: { field: string }[] } & Row[]>();
  return { status: response.statusCode, json, body: response.body };
}

const day = (cell: unknown) => String(cell).slice(0, 10);
const present = (cell: unknown) => cell !== null && cell !== undefined && cell !== '';
/** What a filter of each kind keeps, written independently of src/resources/filters.ts. */
const keeps: Record<FilterKind, (cell: unknown, value: never) => boolean> = {
  TEXT: (cell, text: string) => present(cell) && String(cell).toLowerCase().includes(text.toLowerCase()),
  AUTOCOMPLETE: (cell, text: string) => present(cell) && String(cell).toLowerCase().includes(text.toLowerCase()),
  NUMBER: (cell, n: number) => cell === n,
  ENUM: (cell, values: unknown[]) => values.includes(cell),
  DATE: (cell, date: string) => present(cell) && day(cell) === date,
  DATERANGE: (cell, r: { from: string; to: string }) => present(cell) && day(cell) >= r.from && day(cell) <= r.to,
  DATETIMERANGE: (cell, r: { from: string; to: string }) => present(cell) && Date.parse(String(cell)) >= Date.parse(r.from) && Date.parse(String(cell)) <= Date.parse(r.to),
};
/** A filter value taken from a seeded cell: a 3-character slice from inside a text, the value, its day, a range of one. */
function valueFrom(kind: FilterKind, cell: CellValue): unknown {
  const text = String(cell);
  switch (kind) {
    case 'TEXT':
    case 'AUTOCOMPLETE':
      return text.length > 4 ? text.slice(1, 4) : text;
    case 'NUMBER':
      return cell;
    case 'ENUM':
      return [cell];
    case 'DATE':
      return day(cell);
    case 'DATERANGE':
      return { from: day(cell), to: day(cell) };
    case 'DATETIMERANGE':
      return { from: text, to: text };
  }
}
const badValue: Record<FilterKind, unknown> = {
  TEXT: { nested: 'x' },
  AUTOCOMPLETE: { nested: 'x' },
  NUMBER: 'abc',
  ENUM: ['not_a_value'],
  DATE: 'yesterday',
  DATERANGE: { from: '2026-11-02', to: '2026-11-01' },
  DATETIMERANGE: { from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' },
};
/** A value each rule refuses. */
function breaking(rule: RuleSpec, input: string): unknown {
  switch (rule.rule) {
    case 'required':
      return ['text', 'textarea', 'password'].includes(input) ? '' : null;
    case 'lengthLessThan':
      return 'x'.repeat(rule.max + 1);
    case 'valueLessThan':
      return rule.max + 1;
    case 'valueAtLeast':
      return rule.min - 1;
    case 'positiveInteger':
      return 0;
    case 'decimal':
      return 1.25;
    case 'password':
      return 'short';
  }
}

/** Sort keys in order: missing values last, the others ascending or descending (texts in any case). */
function inOrder(cells: unknown[], direction: 'asc' | 'desc'): boolean {
  const firstMissing = cells.findIndex((c) => c === null || c === undefined);
  if (firstMissing >= 0 && cells.slice(firstMissing).some((c) => c !== null && c !== undefined)) return false;
  const keys = cells.slice(0, firstMissing < 0 ? undefined : firstMissing).map((c) => (typeof c === 'string' ? c.toLowerCase() : c) as string | number);
  return keys.every((k, i) => i === 0 || (direction === 'asc' ? keys[i - 1]! <= k : keys[i - 1]! >= k));
}

describe.each(specs.map((s) => [s.descriptor.key, s] as const))('%s', (_key, spec) => {
  const d = spec.descriptor;
  beforeEach(() => spec.prepare?.(built));
  const ids = operationIds(d.schema, d.plural);
  const has = (kind: OperationKind) => d.api.operations.includes(kind);
  const w = wrapperOf(d.schema);
  const rules = [`${d.permission.view ?? 'View'} ${d.permission.resource}`, `${d.permission.edit ?? 'Edit'} ${d.permission.resource}`];
  // Giving a role, or changing a role or an account, needs the rules involved too (privileges.ts:
  // nobody hands out more than they hold): the editor of roles and users also holds every seeded rule.
  if (d.key === 'roles' || d.key === 'users') rules.push(...roleById(1).permissions.map((p) => `${p.action} ${p.resource}`).filter((rule) => !rules.includes(rule)));
  const asEditor = <T>(run: () => Promise<T>) => withRules(built, rules, run);
  const organizationWide = d.scope === 'organization';
  /** Whether the nurse may see the row: her organisation's (organisation-wide), or one of her divisions'. */
  const visible = (r: Row) => (organizationWide ? spec.ownOrganization(built).has(r.id) : nurseDivisions.includes(divisionOf(r)!));
  const own = () => spec.rows(built).filter(visible);
  const accessor = (id: string) => d.filters.find((f) => f.id === id)?.value ?? d.columns.find((c) => c.id === id)?.value;
  const list = (query: object) => asEditor(() => call(ids.list, { query: { division_id: '*', per_page: 100, ...query } }));

  it('lists a page of the caller’s divisions with the right count', async () => {
    const { status, json } = await list({ per_page: 25 });
    expect(status).toBe(200);
    const { results, metadata } = json();
    expect(results.length).toBeLessThanOrEqual(25);
    expect(results.every(visible)).toBe(true);
    expect(metadata).toEqual({ count: own().length, per_page: 25, page: 1 });
  });

  describe.each(d.filters.map((f) => [f.id, f] as const))('filter %s', (id, filter) => {
    it(`keeps exactly the rows matching a seeded value (${filter.kind})`, async () => {
      const read = accessor(id)!;
      const seeded = own().find((r) => present(read(r)));
      expect(seeded, 'a seeded row with a value').toBeDefined();
      const value = valueFrom(filter.kind, read(seeded!)!);
      const expected = own().filter((r) => keeps[filter.kind](read(r), value as never));
      const { status, json } = await list({ filters: { [id]: value } });
      expect(status).toBe(200);
      const { results, metadata } = json();
      expect(metadata.count).toBe(expected.length);
      expect(results.filter((r) => !keeps[filter.kind](read(r), value as never))).toEqual([]);
      if (expected.length <= 100) expect(results.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    });

    it('answers a bad value with 400 naming it', async () => {
      const { status, json } = await list({ filters: { [id]: badValue[filter.kind] } });
      expect(status).toBe(400);
      expect(json().details?.map((issue) => issue.field)).toContainEqual(expect.stringMatching(new RegExp(`^query\\.filters\\.${id}(\\.|$)`)));
    });
  });

  describe.each(d.columns.filter((c) => c.sortable !== false).map((c) => [c.id, c] as const))('sort by %s', (id, column) => {
    it.each(['asc', 'desc'] as const)('%s, missing values last', async (direction) => {
      const { status, json } = await list({ order_by: { field: id, direction } });
      expect(status).toBe(200);
      expect(inOrder(json().results.map((r) => column.value(r)), direction)).toBe(true);
    });
  });

  it('pages: page 2 of 10 is rows 11–20 (empty where there are 10 or fewer, such as roles)', async () => {
    const all = (await list({})).json().results.map((r) => r.id);
    expect(all.length).toBeGreaterThanOrEqual(singletons.has(d.key) ? 1 : organizationWide ? 2 : 20);
    const second = (await list({ per_page: 10, page: 2 })).json();
    expect(second.results.map((r) => r.id)).toEqual(all.slice(10, 20));
    expect(second.metadata).toMatchObject({ per_page: 10, page: 2, count: own().length });
  });

  const record = () => own().find((r) => organizationWide || divisionOf(r) === nurseDivisions[0])!;
  const foreign = () => spec.rows(built).find((r) => !visible(r))!;
  const writes: { kind: 'create' | 'update'; variant: 'create' | 'edit' }[] = [
    ...(has('create') ? [{ kind: 'create' as const, variant: 'create' as const }] : []),
    ...(has('update') ? [{ kind: 'update' as const, variant: 'edit' as const }] : []),
  ];
  const write = (kind: 'create' | 'update', input: object) => asEditor(() => (kind === 'create'
    ? call(ids.create, { query: { division_id: nurseDivisions[0] }, body: { [w]: { ...spec.sample(built.services.store, nurseDivisions[0]!), ...input } } })
    : call(ids.update, { id: record().id, body: { [w]: input } })));

  describe.each(writes.map((x) => [x.kind, x] as const))('%s', (kind, { variant }) => {
    const fields = d.form.filter((f) => !f.on || f.on === variant);
    const cases = fields.flatMap((f) => (f.rules ?? []).map((rule) => [`${f.name} ${rule.rule}`, f.name, breaking(rule, f.input)] as const));
    if (cases.length) it.each(cases)('answers 400 naming the field broken by %s', async (_case, name, value) => {
      const { status, json } = await write(kind, { [name]: value });
      expect(status).toBe(400);
      expect(json().details?.map((issue) => issue.field)).toContain(`body.${w}.${name}`);
    });

    it('answers 400 naming an unknown property', async () => {
      const { status, json } = await write(kind, { not_a_field: 1 });
      expect(status).toBe(400);
      expect(json().details?.map((issue) => issue.field)).toContain(`body.${w}.not_a_field`);
    });
  });

  const requests: Record<OperationKind, () => Call> = {
    list: () => ({ query: { division_id: '*' } }),
    get: () => ({ id: record().id }),
    create: () => ({ query: { division_id: nurseDivisions[0] }, body: { [w]: spec.sample(built.services.store, nurseDivisions[0]!) } }),
    update: () => ({ id: record().id, body: { [w]: spec.sample(built.services.store, divisionOf(record()) ?? nurseDivisions[0]!) } }),
    delete: () => ({ id: record().id }),
    exportCsv: () => ({ query: { division_id: '*' } }),
    dropdown: () => ({ query: { division_id: '*', field: Object.keys(spec.dropdowns ?? {})[0] } }),
    revisions: () => ({ id: record().id }),
  };
  const writeKinds: OperationKind[] = ['create', 'update', 'delete'];

  it.each(d.api.operations.map((k) => [k]))('%s answers 403 without the permission', async (kind) => {
    expect((await withRules(built, [], () => call(ids[kind], requests[kind]()))).status).toBe(403);
    // Where reading needs the edit rule too (roles: Edit Role), there is no read-only rule to try.
    if (writeKinds.includes(kind) && rules[0] !== rules[1]) expect((await withRules(built, rules.slice(0, 1), () => call(ids[kind], requests[kind]()))).status).toBe(403);
  });

  it.each(d.api.operations.filter((k) => ['get', 'update', 'delete', 'revisions'].includes(k)).map((k) => [k]))(
    '%s answers a foreign id exactly as a missing one (404)',
    async (kind) => {
      const missingId = 99_999_999;
      const foreignId = foreign().id;
      const missing = await asEditor(() => call(ids[kind], { ...requests[kind](), id: missingId }));
      const other = await asEditor(() => call(ids[kind], { ...requests[kind](), id: foreignId }));
      expect(missing.status).toBe(404);
      expect(other.status).toBe(404);
      expect(other.body).toBe(missing.body.replace(String(missingId), String(foreignId)));
    },
  );

  describe('revisions', () => {
    afterEach(() => built.services.store.reset());
    const revisions = async (id: number) => (await asEditor(() => call(ids.revisions, { id }))).json();

    // A form without a text field (patient monitors: two selects, whose revision names the device and
    // room rather than ids) has its update revision tested in its own file (patient-monitor-actions.test.ts).
    const hasText = d.form.some((f) => f.input === 'text' && f.on !== 'create');
    it.runIf(has('update') && has('revisions') && hasText)('an update writes a revision with the change and an audit entry', async () => {
      const row = record();
      const sample = spec.sample(built.services.store, divisionOf(row) ?? nurseDivisions[0]!) as Record<string, unknown>;
      const field = d.form.find((f) => f.input === 'text' && f.on !== 'create' && sample[f.name] !== undefined && sample[f.name] !== row[f.name]);
      expect(field, 'a text field the sample changes').toBeDefined();
      const before = row[field!.name];
      const after = sample[field!.name];
      const { status } = await write('update', { [field!.name]: after });
      expect(status).toBe(200);
      const [latest] = await revisions(row.id);
      expect(latest).toMatchObject({ action: 'update', audited_changes: { [field!.name]: [before, after] }, username: built.services.store.userByEmail(NURSE)!.name });
      expect(Date.now() - Date.parse(String(latest!.created_at))).toBeLessThan(60_000);
      expect(built.services.store.data.auditLogs.at(-1)).toMatchObject({ category: `${d.key}.update`, user_id: built.services.store.userByEmail(NURSE)!.id });
    });

    it.runIf(has('create') && has('revisions'))('a create writes a create revision', async () => {
      const created = await write('create', {});
      expect(created.status).toBe(201);
      const row = created.json() as unknown as Row;
      if (!organizationWide) expect(divisionOf(row)).toBe(nurseDivisions[0]);
      expect((await revisions(row.id))[0]).toMatchObject({ action: 'create' });
      expect(built.services.store.data.auditLogs.at(-1)).toMatchObject({ category: `${d.key}.create` });
    });
  });
});
