import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
let nurse: { authorization: string };
let admin: { authorization: string };
beforeAll(async () => {
  built = await testApp();
  nurse = await bearer(built, NURSE);
  admin = await bearer(built, SYSADMIN);
});
afterAll(async () => { await built.app.close(); });

const views = async (headers: { authorization: string }) =>
  (await built.app.inject({ url: '/api/v1/table_user_settings?table_id=video_devices', headers })).json<{ name: string; is_system: boolean; is_default: boolean }[]>();
const create = (headers: { authorization: string }, view: object) =>
  built.app.inject({ method: 'POST', url: '/api/v1/table_user_settings', headers, payload: { table_user_setting: { table_id: 'video_devices', ...view } } });

describe('saved table views', () => {
  it('shows system views only to users with Manage System', async () => {
    expect((await views(nurse)).some((v) => v.is_system)).toBe(false);
    expect((await views(admin)).find((v) => v.name === 'Offline devices')).toMatchObject({ is_system: true });
  });

  it('forces is_default false on a system view and refuses system views without Manage System', async () => {
    const saved = await create(admin, { name: 'Everything', is_system: true, is_default: true, metadata: { per_page: 100 } });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ is_system: true, is_default: false });
    const denied = await create(nurse, { name: 'Mine', is_system: true });
    expect(denied.statusCode).toBe(403);
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
