import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, OBSERVER, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
let nurse: { authorization: string };
beforeAll(async () => {
  built = await testApp();
  nurse = await bearer(built, NURSE);
});
afterAll(async () => { await built.app.close(); });

interface Page { results: { id: number; name: string; status: string; kind: string; service_status: string; room: { name: string } | null; division: { id: number }; state_updated_at: string | null; custom_fields?: Record<string, string | null> }[]; metadata: { count: number; per_page: number; page: number } }
const list = async (query: string, headers = nurse) => {
  const response = await built.app.inject({ url: `/api/v1/video_devices?${query}`, headers });
  return { status: response.statusCode, body: response.json<Page & { error?: string; details?: { field: string }[] }>() };
};

describe('GET /video_devices filters', () => {
  it('keeps only devices matching every filter (ENUM is, TEXT contains)', async () => {
    const { body } = await list('division_id=1&per_page=100&filters[kind][]=mobilecart&filters[kind][]=mobile3rdparty&filters[service_status][]=in_service&filters[name]=tablet');
    expect(body.metadata.count).toBeGreaterThan(0);
    for (const d of body.results) {
      expect(d.kind).toBe('mobile3rdparty');
      expect(d.service_status).toBe('in_service');
      expect(d.name.toLowerCase()).toContain('tablet');
      expect(d.division.id).toBe(1);
    }
  });

  it('filters by id (NUMBER is), room (contains), dates and custom fields', async () => {
    const byId = await list('division_id=*&filters[id]=3');
    expect(byId.body.results.map((d) => d.id)).toEqual([3]);
    const room = await list('division_id=*&per_page=100&filters[room]=n-30');
    expect(room.body.metadata.count).toBeGreaterThan(0);
    room.body.results.forEach((d) => expect(d.room?.name.toLowerCase()).toContain('n-30'));
    const first = (await list('division_id=*&per_page=100')).body.results.find((d) => d.state_updated_at);
    const day = first!.state_updated_at!.slice(0, 10);
    const on = await list(`division_id=*&per_page=100&filters[state_updated_on]=${day}`);
    on.body.results.forEach((d) => expect(d.state_updated_at?.slice(0, 10)).toBe(day));
    const range = await list(`division_id=*&per_page=100&filters[state_updated_at][from]=${encodeURIComponent(first!.state_updated_at!)}&filters[state_updated_at][to]=${encodeURIComponent(first!.state_updated_at!)}`);
    expect(range.body.results.map((d) => d.id)).toContain(first!.id);
    range.body.results.forEach((d) => expect(d.state_updated_at).toBe(first!.state_updated_at));
    const colour = await list('division_id=*&per_page=100&filters[custom_fields][cart_color]=blue');
    expect(colour.body.metadata.count).toBeGreaterThan(0);
    colour.body.results.forEach((d) => expect(d.custom_fields?.cart_color).toBe('Blue'));
  });

  it('answers 400 with a reason for bad filter input, never 500', async () => {
    const cases = [
      ['filters[status][]=broken', 'query.filters.status'],
      ['filters[id]=abc', 'query.filters.id'],
      ['filters[state_updated_on]=yesterday', 'query.filters.state_updated_on'],
      ['filters[state_updated_at][from]=2026-11-02T00:00:00Z&filters[state_updated_at][to]=2026-11-01T00:00:00Z', 'query.filters.state_updated_at'],
      ['filters[custom_fields][shoe_size]=9', 'query.filters.custom_fields.shoe_size'],
      ['order_by[field]=colour', 'query.order_by.field'],
      ['order_by[direction]=sideways', 'query.order_by.direction'],
      ['page=0', 'query.page'],
    ] as const;
    for (const [query, field] of cases) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.error, query).toBeTruthy();
      expect(body.details?.some((d) => d.field.startsWith(field)), query).toBe(true);
    }
  });
});

describe('GET /video_devices sorting and paging', () => {
  it('sorts by status ascending by default and by any column either way, N/A last', async () => {
    const { body } = await list('division_id=*&per_page=100');
    const statuses = body.results.map((d) => d.status);
    expect(statuses).toEqual([...statuses].sort());
    const desc = (await list('division_id=*&per_page=100&order_by[field]=name&order_by[direction]=desc')).body.results.map((d) => d.name.toLowerCase());
    expect(desc).toEqual([...desc].sort().reverse());
    const rooms = (await list('division_id=*&per_page=100&order_by[field]=room&order_by[direction]=desc')).body;
    const names = rooms.results.map((d) => d.room?.name ?? null);
    const firstNull = names.indexOf(null);
    if (firstNull >= 0) expect(names.slice(firstNull).every((n) => n === null)).toBe(true);
  });

  it('pages through every match exactly once', async () => {
    const all = await list('division_id=1&per_page=100');
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(all.body.metadata.count / 10); page += 1) {
      const { body } = await list(`division_id=1&per_page=10&page=${page}`);
      expect(body.metadata).toEqual({ count: all.body.metadata.count, per_page: 10, page });
      ids.push(...body.results.map((d) => d.id));
    }
    expect(ids).toEqual(all.body.results.map((d) => d.id).slice(0, ids.length));
    expect(new Set(ids).size).toBe(all.body.metadata.count);
    const past = await list('division_id=1&per_page=10&page=999');
    expect(past.body.results).toEqual([]);
  });

  it('keeps to the user’s divisions; users without View VideoDevice may not list (they have the picker)', async () => {
    expect((await list('division_id=3')).status).toBe(403);
    const everything = await list('division_id=*&per_page=100');
    everything.body.results.forEach((d) => expect([1, 2]).toContain(d.division.id));
    expect((await list('division_id=*', await bearer(built, OBSERVER))).status).toBe(403);
    const admin = await list('division_id=*&per_page=10', await bearer(built, SYSADMIN));
    expect(admin.body.metadata.count).toBeGreaterThan(everything.body.metadata.count);
  });
});
