import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

const HOSPITAL_ADMIN = 'hospital.admin@mercy-general.test';
const OTHER_ORGANIZATION = 'nurse@st-elsewhere.test';
// Seeded: 1 Mercy's system view Offline devices (the sysadmin's), 3 the hospital admin's own view,
// 4 the other organisation's system view.
const SYSTEM_VIEW = 1;
const ADMIN_OWN_VIEW = 3;

type Headers = { authorization: string };
let built: BuiltApp;
let nurse: Headers;
let admin: Headers;
let hospitalAdmin: Headers;
beforeAll(async () => {
  built = await testApp();
  nurse = await bearer(built, NURSE);
  admin = await bearer(built, SYSADMIN);
  hospitalAdmin = await bearer(built, HOSPITAL_ADMIN);
});
afterAll(async () => { await built.app.close(); });

const views = async (headers: Headers, table = 'video_devices') =>
  (await built.app.inject({ url: `/api/v1/table_user_settings?table_id=${table}`, headers })).json<{ id: number; name: string; is_system: boolean; is_default: boolean }[]>();
const create = (headers: Headers, view: object) =>
  built.app.inject({ method: 'POST', url: '/api/v1/table_user_settings', headers, payload: { table_user_setting: { table_id: 'video_devices', ...view } } });
const administer = (headers: Headers, id: number, view: object) =>
  built.app.inject({ method: 'PUT', url: `/api/v1/saved_views/${id}`, headers, payload: { saved_view: view } });

describe('saved table views', () => {
  it("shows a system view to everyone of its organisation, never to another organisation's users", async () => {
    expect((await views(nurse)).filter((v) => v.is_system).map((v) => v.id)).toEqual([SYSTEM_VIEW]);
    expect((await views(admin)).find((v) => v.id === SYSTEM_VIEW)).toMatchObject({ name: 'Offline devices', is_system: true });
    const other = await views(await bearer(built, OTHER_ORGANIZATION));
    expect(other.map((v) => v.id)).not.toContain(SYSTEM_VIEW);
  });

  it('forces is_default false on a system view and refuses system views without Manage System', async () => {
    const saved = await create(admin, { name: 'Everything', is_system: true, is_default: true, metadata: { per_page: 100 } });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ is_system: true, is_default: false });
    const denied = await create(nurse, { name: 'Mine', is_system: true });
    expect(denied.statusCode).toBe(403);
  });

  it('lets a user without Manage System see a system view but not change or delete it', async () => {
    const put = await built.app.inject({ method: 'PUT', url: `/api/v1/table_user_settings/${SYSTEM_VIEW}`, headers: nurse, payload: { table_user_setting: { table_id: 'video_devices', name: 'Mine now' } } });
    expect(put.statusCode).toBe(403);
    expect((await built.app.inject({ method: 'DELETE', url: `/api/v1/table_user_settings/${SYSTEM_VIEW}`, headers: nurse })).statusCode).toBe(403);
    expect((await views(nurse)).find((v) => v.id === SYSTEM_VIEW)?.name).toBe('Offline devices');
  });

  it('needs a name', async () => {
    const unnamed = await create(nurse, { name: '   ' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().details[0]).toMatchObject({ field: 'body.table_user_setting.name' });
  });

  it('keeps one default view per user and table, with its column settings', async () => {
    const metadata = { visible_columns: ['name', 'status'], column_settings: { name: { is_sticky: true, is_wrapped: false } }, per_page: 25, order: { field: 'name', direction: 'desc' } };
    await create(nurse, { name: 'First', is_default: true, metadata });
    await create(nurse, { name: 'Second', is_default: true, metadata });
    const mine = await views(nurse);
    expect(mine.filter((v) => v.is_default).map((v) => v.name)).toEqual(['Second']);
    expect(mine.find((v) => v.name === 'First')).toMatchObject({ metadata });
  });
});

describe('Health System › Views', () => {
  const list = async (headers: Headers) =>
    (await built.app.inject({ url: '/api/v1/saved_views?per_page=100', headers })).json<{ results: { id: number; name: string; owner: string; table: string }[] }>().results;

  it("lists the caller's own views and the system views, never another user's own", async () => {
    const ids = (await list(hospitalAdmin)).map((v) => v.id);
    expect(ids).toContain(SYSTEM_VIEW);
    expect(ids).toContain(ADMIN_OWN_VIEW);
    expect((await list(admin)).map((v) => v.id)).not.toContain(ADMIN_OWN_VIEW);
    expect((await list(admin)).find((v) => v.id === SYSTEM_VIEW)).toMatchObject({ owner: 'Sam Rivera', table: 'Video Devices' });
    const foreign = await built.app.inject({ url: `/api/v1/saved_views/${ADMIN_OWN_VIEW}`, headers: admin });
    expect(foreign.statusCode).toBe(404);
  });

  it('edits a system view, or sets Is System, only with Manage System (403)', async () => {
    const refused = await administer(hospitalAdmin, SYSTEM_VIEW, { name: 'Renamed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Only users with Manage System can save system views');
    expect((await administer(hospitalAdmin, ADMIN_OWN_VIEW, { is_system: true })).statusCode).toBe(403);
    expect((await administer(hospitalAdmin, ADMIN_OWN_VIEW, { name: 'Paused only', is_default: true })).json()).toMatchObject({ name: 'Paused only', is_default: true });
  });

  it("a system admin's edit of a system view reaches the table's menu and its revisions; a system view is nobody's default", async () => {
    const saved = await administer(admin, SYSTEM_VIEW, { name: 'Offline (all wards)', is_default: true });
    expect(saved.json()).toMatchObject({ name: 'Offline (all wards)', is_default: false, is_system: true });
    expect((await views(nurse)).find((v) => v.id === SYSTEM_VIEW)?.name).toBe('Offline (all wards)');
    const [latest] = (await built.app.inject({ url: `/api/v1/saved_views/${SYSTEM_VIEW}/revisions`, headers: admin })).json<{ audited_changes: object }[]>();
    expect(latest?.audited_changes).toEqual({ name: ['Offline devices', 'Offline (all wards)'] });
  });

  it("a view saved from its table starts its history with the table's name, as the list shows it", async () => {
    const view = (await create(admin, { name: 'Tower devices' })).json<{ id: number }>();
    const [created] = (await built.app.inject({ url: `/api/v1/saved_views/${view.id}/revisions`, headers: admin })).json<{ action: string; audited_changes: Record<string, unknown> }[]>();
    expect(created?.action).toBe('create');
    expect(created?.audited_changes).toMatchObject({ table: 'Video Devices', name: 'Tower devices' });
    expect(created?.audited_changes).not.toHaveProperty('table_id');
  });
});
