import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, OBSERVER, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

const get = async (url: string, email = NURSE) => built.app.inject({ url, headers: await bearer(built, email) });

describe('shell calls (responses are checked against the contract by the test app)', () => {
  it('lists the menu sets enabled for the caller\'s role (restricted and disabled ones left out)', async () => {
    const titles = async (email: string) => (await get('/api/v1/menu_sets', email)).json().map((s: { title: string }) => s.title);
    expect(await titles(NURSE)).toEqual(['Virtual Care', 'Assignments']);
    const sets = (await get('/api/v1/menu_sets', SYSADMIN)).json();
    expect(sets.map((s: { title: string }) => s.title)).toEqual(['Virtual Care', 'Assignments', 'Reporting']);
    expect(sets.find((s: { title: string }) => s.title === 'Reporting').roles).toEqual([1, 2, 3]);
  });

  it('lists notifications newest first, filtered by archived', async () => {
    const all = (await get('/api/v1/notifications')).json().results;
    const active = (await get('/api/v1/notifications?archived=false')).json().results;
    expect(all.length).toBeGreaterThan(active.length);
    expect(active.every((n: { archived: boolean }) => !n.archived)).toBe(true);
    const times = all.map((n: { created_at: string }) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('searches in groups of at most 10 with the total', async () => {
    const { groups } = (await get('/api/v1/search?q=a')).json();
    expect(groups.map((g: { groupId: string }) => g.groupId)).toEqual(['patients', 'rooms', 'monitoring_sessions', 'units', 'groups', 'video_devices']);
    const patients = groups[0];
    expect(patients.total).toBeGreaterThan(10);
    expect(patients.items).toHaveLength(10);
  });

  it('keeps custom fields keyed by model then key', async () => {
    const fields = (await get('/api/v1/custom_fields/all')).json();
    expect(fields.video_device.asset_tag).toMatchObject({ kind: 'text', label: 'Asset Tag' });
  });

  it('stores preferences per key, where a missing key is 404', async () => {
    const headers = await bearer(built, NURSE);
    const url = '/api/v1/user_preferences/table';
    expect((await built.app.inject({ url, headers })).statusCode).toBe(404);
    const put = await built.app.inject({ method: 'PUT', url, headers, payload: { user_preference: { settings: { per_page: 25 } } } });
    expect(put.json()).toEqual({ key: 'table', settings: { per_page: 25 } });
    expect((await built.app.inject({ url, headers })).json().settings).toEqual({ per_page: 25 });
    expect((await built.app.inject({ url: '/api/v1/user_preferences', headers })).json()).toHaveLength(1);
    expect((await built.app.inject({ method: 'DELETE', url: '/api/v1/user_preferences/delete_all', headers })).statusCode).toBe(204);
    expect((await built.app.inject({ url, headers })).statusCode).toBe(404);
  });

  it('records audit entries with the caller', async () => {
    const headers = await bearer(built, NURSE);
    const response = await built.app.inject({ method: 'POST', url: '/api/v1/audit_logs?division_id=*', headers, payload: { audit_log: { category: 'video_visit_started', video_type: 'meeting', source: 'team_mode' } } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ category: 'video_visit_started', user_id: 4 });
  });
});

describe('saved views and the Manage System rule', () => {
  // Issue 12: a system view is seen by everyone and changed only with Manage System (shell §6 had hidden it).
  it('shows system views to users without Manage System too', async () => {
    const nurse = (await get('/api/v1/table_user_settings?table_id=video_devices')).json();
    const admin = (await get('/api/v1/table_user_settings?table_id=video_devices', SYSADMIN)).json();
    expect(nurse.some((v: { is_system: boolean }) => v.is_system)).toBe(true);
    expect(admin.some((v: { is_system: boolean }) => v.is_system)).toBe(true);
  });

  it('refuses a system view from a nurse (403) and forces is_default false for an admin', async () => {
    const payload = { table_user_setting: { table_id: 'video_devices', name: 'All carts', is_system: true, is_default: true } };
    const nurse = await built.app.inject({ method: 'POST', url: '/api/v1/table_user_settings', headers: await bearer(built, NURSE), payload });
    expect(nurse.statusCode).toBe(403);
    const admin = await built.app.inject({ method: 'POST', url: '/api/v1/table_user_settings', headers: await bearer(built, SYSADMIN), payload });
    expect(admin.statusCode).toBe(201);
    expect(admin.json()).toMatchObject({ is_system: true, is_default: false });
  });

  it('lets a user update and delete their own view only', async () => {
    const owner = await bearer(built, NURSE);
    const created = await built.app.inject({ method: 'POST', url: '/api/v1/table_user_settings', headers: owner, payload: { table_user_setting: { table_id: 'video_devices', name: 'Mine', is_default: true } } });
    const id = created.json().id;
    const other = await built.app.inject({ method: 'DELETE', url: `/api/v1/table_user_settings/${id}`, headers: await bearer(built, OBSERVER) });
    expect(other.statusCode).toBe(404);
    const renamed = await built.app.inject({ method: 'PUT', url: `/api/v1/table_user_settings/${id}`, headers: owner, payload: { table_user_setting: { table_id: 'video_devices', name: 'Renamed' } } });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', is_default: true });
    expect((await built.app.inject({ method: 'DELETE', url: `/api/v1/table_user_settings/${id}`, headers: owner })).statusCode).toBe(204);
  });
});

describe('video devices', () => {
  it('filters, sorts and pages within the division', async () => {
    const response = await get('/api/v1/video_devices?division_id=1&filters[kind][]=mobilecart&filters[kind][]=mobile3rdparty&order_by[field]=name&order_by[direction]=desc&per_page=25');
    const { results, metadata } = response.json();
    expect(metadata).toEqual({ count: 6, per_page: 25, page: 1 });
    expect(results.every((d: { division: { id: number }; kind: string }) => d.division.id === 1 && d.kind !== 'fixed')).toBe(true);
    const names = results.map((d: { name: string }) => d.name);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('pages with a stable count', async () => {
    const first = (await get('/api/v1/video_devices?per_page=10&page=1')).json();
    const last = (await get(`/api/v1/video_devices?per_page=10&page=${Math.ceil(first.metadata.count / 10)}`)).json();
    expect(last.metadata.count).toBe(first.metadata.count);
    expect(last.results.length).toBe(first.metadata.count % 10 || 10);
  });

  it('a device’s page needs View VideoDevice (403 for the virtual observer, who has only the picker)', async () => {
    expect((await get('/api/v1/video_devices', OBSERVER)).statusCode).toBe(403);
    const response = await get('/api/v1/video_devices/1', OBSERVER);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('You need the View VideoDevice permission');
  });

  it('answers an unknown sort field with 400', async () => {
    const response = await get('/api/v1/video_devices?order_by[field]=password');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: 'query.order_by.field' });
  });
});
