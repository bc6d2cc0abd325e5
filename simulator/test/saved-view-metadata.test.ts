// A saved view's metadata is the query its table sends when the view is chosen: it is checked as
// the table's own list call checks it, and its division is one of the caller's organisation
// (hostile-input QA: such views were stored, and the table opened empty on the raw validation text).
import { resources } from '@bedside/resources';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiHandlers } from '../src/api/index.ts';
import type { BuiltApp } from '../src/app.ts';
import { tableKeys } from '../src/resources/table-query.ts';
import { bearer, NURSE, testApp } from './helpers.ts';

let built: BuiltApp;
let headers: { authorization: string };
beforeAll(async () => {
  built = await testApp();
  headers = await bearer(built, NURSE);
});
beforeEach(() => built.services.store.reset());
afterAll(async () => { await built.app.close(); });

const AT = 'body.table_user_setting.metadata';
const save = (view: object, table = 'video_devices') =>
  built.app.inject({ method: 'POST', url: '/api/v1/table_user_settings?division_id=1', headers, payload: { table_user_setting: { table_id: table, name: 'Checked', ...view } } });
const change = (id: number, metadata: object, table = 'video_devices') =>
  built.app.inject({ method: 'PUT', url: `/api/v1/table_user_settings/${id}?division_id=1`, headers, payload: { table_user_setting: { table_id: table, name: 'Checked', metadata } } });
const list = (query: string, table = 'video_devices') => built.app.inject({ url: `/api/v1/${table}?division_id=1&${query}`, headers });
const fieldsOf = (body: { details?: { field: string }[] }) => (body.details ?? []).map((d) => d.field);
const stored = () => built.services.store.data.tableSettings.filter((v) => v.name === 'Checked');

describe("a saved view's filters and order", () => {
  it('refuses what the table itself refuses, naming the metadata field, and stores nothing', async () => {
    const refused: [object, string, string, string][] = [
      // [metadata, table, the table's own query that is refused, the field named]
      [{ filters: { kind: ['spaceship'] } }, 'video_devices', 'filters[kind][]=spaceship', `${AT}.filters.kind.0`],
      [{ filters: { shoe_size: '42' } }, 'video_devices', 'filters[shoe_size]=42', `${AT}.filters.shoe_size`],
      [{ filters: { id: 'seven' } }, 'video_devices', 'filters[id]=seven', `${AT}.filters.id`],
      [{ order: { field: 'secret_column', direction: 'asc' } }, 'video_devices', 'order_by[field]=secret_column', `${AT}.order.field`],
      [{ filters: { custom_fields: { no_such_field: 'x' } } }, 'video_devices', 'filters[custom_fields][no_such_field]=x', `${AT}.filters.custom_fields.no_such_field`],
      [{ filters: { monitor_started_at: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } } }, 'patient_monitors',
        'filters[monitor_started_at][from]=2026-02-01T00:00:00Z&filters[monitor_started_at][to]=2026-01-01T00:00:00Z', `${AT}.filters.monitor_started_at`],
    ];
    for (const [metadata, table, query, field] of refused) {
      expect((await list(query, table)).statusCode, query).toBe(400);
      const response = await save({ metadata }, table);
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response.json()), field).toContain(field);
      expect(response.json().error, field).not.toMatch(/query\.|order_by/);
    }
    expect(stored()).toEqual([]);
  });

  it('refuses the same on a change, and leaves the view as it was', async () => {
    const made = await save({ metadata: { filters: { kind: ['mobilecart'] } } });
    expect(made.statusCode).toBe(201);
    const response = await change(made.json().id, { order: { field: 'secret_column' } });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual([`${AT}.order.field`]);
    expect(stored()[0]?.metadata).toEqual({ filters: { kind: ['mobilecart'] } });
  });

  it('keeps what the table takes: its filters as typed or as the address sends them, empty ones, and a sortable order', async () => {
    const metadata = {
      filters: { kind: ['mobilecart'], id: '3', name: '', status: [], custom_fields: { cart_color: 'Blue' } },
      order: { field: 'name', direction: 'desc' }, per_page: 25, division_id: '1',
    };
    const response = await save({ metadata });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().metadata).toEqual(metadata);
    const monitors = await save({ name: 'Unit', metadata: { filters: { unit_id: 2, assigned_to_me: 'true', status: 'paused' } } }, 'patient_monitors');
    expect(monitors.statusCode, monitors.body).toBe(201);
  });

  it('refuses a table the simulator does not have, naming table_id', async () => {
    const response = await save({ metadata: { filters: { x: 'y' } } }, 'spaceships');
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['body.table_user_setting.table_id']);
  });

  it('checks every table that has a list, and takes each one\'s default order', async () => {
    expect(Object.keys(apiHandlers).length).toBeGreaterThan(0);
    const listed = resources.filter((d) => (d.api.operations as readonly string[]).includes('list'));
    expect(tableKeys().sort()).toEqual(listed.map((d) => d.key).sort());
    for (const d of listed) {
      const response = await save({ metadata: { order: d.defaultSort, filters: {} } }, d.key);
      expect(response.statusCode, `${d.key}: ${response.body}`).toBe(201);
    }
  });
});

describe("a saved view's division", () => {
  it("refuses another organisation's division as one that does not exist, naming nothing of it", async () => {
    const { store } = built.services;
    const mine = store.userByEmail(NURSE)!.organization_id;
    const foreign = store.data.divisions.find((d) => store.organisationOfDivision(d.id) !== mine)!;
    const missing = Math.max(...store.data.divisions.map((d) => d.id)) + 1000;
    const answers: string[] = [];
    for (const id of [foreign.id, missing]) {
      const response = await save({ metadata: { division_id: String(id) } });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual([`${AT}.division_id`]);
      answers.push(response.body.replaceAll(String(id), 'N'));
    }
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).not.toContain(foreign.name);
    for (const division_id of ['*', '2']) expect((await save({ name: `In ${division_id}`, metadata: { division_id } })).statusCode).toBe(201);
    expect(stored()).toEqual([]);
  });
});
