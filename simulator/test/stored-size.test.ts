// What a user keeps for themselves is bounded (found by the hostile-input sweep: a megabyte under
// each of any number of preference keys, and as a saved view's filters).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { MAX_PREFERENCES, MAX_STORED_BYTES } from '../src/api/stored-size.ts';
import { bearer, NURSE, testApp } from './helpers.ts';

let built: BuiltApp;
let headers: { authorization: string };
beforeAll(async () => {
  built = await testApp();
  headers = await bearer(built, NURSE);
});
afterAll(async () => { await built.app.close(); });

const send = async (method: 'PUT' | 'POST', url: string, payload: object) => {
  const response = await built.app.inject({ method, url: `/api/v1${url}`, headers, payload });
  return { status: response.statusCode, fields: (response.json<{ details?: { field: string }[] }>().details ?? []).map((d) => d.field), json: response.json<{ id?: number }>() };
};
const big = 'x'.repeat(MAX_STORED_BYTES + 1);
/** A preference key of letters (the contract's pattern): key_a, key_b, ..., key_ba, ... */
const keyOf = (n: number) => `key_${n.toString(26).split('').map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('')}`;

describe('stored by a user for themselves', () => {
  it('a preference over 16 KB is a 400 naming its settings; the 101st key is a 400 naming the key, a stored one still changes', async () => {
    expect(await send('PUT', '/user_preferences/notes?division_id=1', { user_preference: { settings: { text: big } } })).toMatchObject({ status: 400, fields: ['body.user_preference.settings'] });
    const held = built.services.store.data.preferences.filter((p) => p.user_id === built.services.store.userByEmail(NURSE)!.id).length;
    for (let i = held; i < MAX_PREFERENCES; i += 1) expect((await send('PUT', `/user_preferences/${keyOf(i)}?division_id=1`, { user_preference: { settings: { i } } })).status).toBe(200);
    expect(await send('PUT', '/user_preferences/one_too_many?division_id=1', { user_preference: { settings: {} } })).toMatchObject({ status: 400, fields: ['path.key'] });
    expect((await send('PUT', `/user_preferences/${keyOf(MAX_PREFERENCES - 1)}?division_id=1`, { user_preference: { settings: { changed: true } } })).status).toBe(200);
  });

  it('a saved view\'s metadata over 16 KB is a 400 naming it, on save and on change, and the view is left as it was', async () => {
    const huge = { filters: { patient: big } };
    expect(await send('POST', '/table_user_settings?division_id=1', { table_user_setting: { table_id: 'patient_monitors', name: 'Huge', metadata: huge } })).toMatchObject({ status: 400, fields: ['body.table_user_setting.metadata'] });
    const made = await send('POST', '/table_user_settings?division_id=1', { table_user_setting: { table_id: 'patient_monitors', name: 'Small', metadata: { filters: { patient: 'a' } } } });
    expect(made.status).toBe(201);
    expect(await send('PUT', `/table_user_settings/${made.json.id}?division_id=1`, { table_user_setting: { table_id: 'patient_monitors', name: 'Small', metadata: huge } })).toMatchObject({ status: 400, fields: ['body.table_user_setting.metadata'] });
    expect(built.services.store.data.tableSettings.find((v) => v.id === made.json.id)?.metadata).toEqual({ filters: { patient: 'a' } });
  });
});
