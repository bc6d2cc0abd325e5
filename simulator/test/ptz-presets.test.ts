// /ptz_presets: list, add (lowest free slot, at most seven), rename, delete, with the feature flag,
// permission and division rules and the name rules (live video spec, sections 4, 5 and 9).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, seededDevice, testApp, withRules } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
beforeEach(async () => { await built.app.inject({ method: 'POST', url: '/sim/reset', payload: {} }); });

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, email = NURSE) =>
  built.app.inject({ method, url: `/api/v1${url}`, payload, headers: await bearer(built, email) });
const deviceId = (name: string) => seededDevice(built, name).id;
const add = (name: string, device = deviceId('North Tower Cart 1'), email?: string) => call('POST', '/ptz_presets', { ptz_preset: { name, video_device_id: device } }, email);
const listed = async (device: number) => (await call('GET', `/ptz_presets/for_device/${device}`)).json<{ id: number; name: string; preset_index: number }[]>();

describe('PTZ presets', () => {
  it('lists a device\'s presets by slot and adds a new one in the lowest free slot, trimmed', async () => {
    const cart = deviceId('North Tower Cart 1');
    expect((await listed(cart)).map((p) => [p.preset_index, p.name])).toEqual([[0, 'Bed'], [1, 'Door'], [2, 'Window']]);
    const door = (await listed(cart))[1];
    expect((await call('DELETE', `/ptz_presets/${door?.id}`)).statusCode).toBe(204);
    const created = await add('  Sink  ');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: 'Sink', video_device_id: cart, preset_index: 1 });
    expect((await add('Hallway')).json().preset_index).toBe(3);
    expect((await listed(cart)).map((p) => p.name)).toEqual(['Bed', 'Sink', 'Window', 'Hallway']);
  });

  it('adds while the device has six or fewer, then answers 422 preset_limit', async () => {
    const cart = deviceId('North Tower Cart 2');
    expect(await listed(cart)).toHaveLength(6);
    expect((await add('Seventh', cart)).json()).toMatchObject({ preset_index: 6 });
    const refused = await add('Eighth', cart);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: 'Video device North Tower Cart 2 already has 7 presets, the most it can hold; delete one first', code: 'preset_limit' });
    expect(await listed(cart)).toHaveLength(7);
  });

  it('names each bad field: name of 1 to 20 characters, a device id, nothing else', async () => {
    const tooLong = await add('x'.repeat(21));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual([expect.objectContaining({ field: 'body.ptz_preset.name', rule: 'maxLength' })]);
    expect((await add('x'.repeat(20))).statusCode).toBe(201);
    for (const name of ['', '   ']) {
      const blank = await add(name);
      expect(blank.statusCode).toBe(400);
      expect(blank.json().details[0]).toMatchObject({ field: 'body.ptz_preset.name' });
    }
    const bodies = [{}, { ptz_preset: { name: 'Bed' } }, { ptz_preset: { name: 'Bed', video_device_id: 'one' } }, { ptz_preset: { name: { text: 'Bed' }, video_device_id: 1 } }, { ptz_preset: { name: 'Bed', video_device_id: 1, preset_index: 3 } }];
    for (const body of bodies) expect((await call('POST', '/ptz_presets', body)).statusCode).toBe(400);
  });

  it("refuses a second preset of a name the device has, in any case, added or renamed (400 naming the field); another device's names are free", async () => {
    const cart = deviceId('North Tower Cart 1');
    const twice = await add(' bed ', cart);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toEqual([expect.objectContaining({ field: 'body.ptz_preset.name', rule: 'unique' })]);
    const [bed, door] = await listed(cart);
    expect((await call('PUT', `/ptz_presets/${door?.id}`, { ptz_preset: { name: 'BED' } })).statusCode).toBe(400);
    expect((await call('PUT', `/ptz_presets/${bed?.id}`, { ptz_preset: { name: 'BED' } })).statusCode).toBe(200);
    expect((await listed(cart)).map((p) => p.name)).toEqual(['BED', 'Door', 'Window']);
    expect((await add('Nurse station', cart)).statusCode).toBe(201);
    expect((await add('Nurse station', deviceId('North Tower Cart 2'))).statusCode).toBe(201);
  });

  it('renames (trimmed, same rules) and deletes; unknown presets are 404', async () => {
    const [bed] = await listed(deviceId('North Tower Cart 1'));
    const renamed = await call('PUT', `/ptz_presets/${bed?.id}`, { ptz_preset: { name: ' Bedside ' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: bed?.id, name: 'Bedside', preset_index: 0 });
    expect((await call('PUT', `/ptz_presets/${bed?.id}`, { ptz_preset: { name: ' ' } })).statusCode).toBe(400);
    expect((await call('PUT', `/ptz_presets/${bed?.id}`, { ptz_preset: { name: 'y'.repeat(21) } })).statusCode).toBe(400);
    expect((await call('DELETE', `/ptz_presets/${bed?.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/ptz_presets/${bed?.id}`)).statusCode).toBe(404);
    expect((await call('PUT', '/ptz_presets/999999', { ptz_preset: { name: 'Bed' } })).json()).toEqual({ error: 'PTZ preset 999999 not found', code: 'not_found' });
  });

  it('keeps devices of other divisions and devices without PTZ out', async () => {
    expect((await call('GET', '/ptz_presets/for_device/999999')).statusCode).toBe(404);
    const peds = 'peds.nurse@mercy-general.test';
    // Another division's device and its presets answer as missing ones (404), not 403.
    const other = await call('GET', `/ptz_presets/for_device/${deviceId('North Tower Cart 1')}`, undefined, peds);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
    expect((await add('Bed', deviceId('North Tower Cart 1'), peds)).statusCode).toBe(404);
    const [bed] = await listed(deviceId('North Tower Cart 1'));
    expect((await call('DELETE', `/ptz_presets/${bed?.id}`, undefined, peds)).statusCode).toBe(404);
    const tablet = await add('Bed', deviceId('North Tower Tablet 1'));
    expect(tablet.statusCode).toBe(409);
    expect(tablet.json()).toEqual({ error: 'Video device North Tower Tablet 1 has no PTZ camera', code: 'ptz_not_enabled' });
  });

  it('needs the ptz_presets flag and AccessLiveVideo on PatientMonitor', async () => {
    const user = built.services.store.userByEmail(NURSE);
    if (!user) throw new Error('no nurse');
    const cart = deviceId('North Tower Cart 1');
    user.enabled_flags = user.enabled_flags.filter((flag) => flag !== 'ptz_presets');
    const noFlag = await call('GET', `/ptz_presets/for_device/${cart}`);
    expect(noFlag.statusCode).toBe(403);
    expect(noFlag.json().code).toBe('feature_disabled');
    expect((await add('Bed')).statusCode).toBe(403);
    expect((await call('DELETE', '/ptz_presets/1')).statusCode).toBe(403);
    user.enabled_flags.push('ptz_presets');
    // Every seeded role has AccessLiveVideo on PatientMonitor, so the nurse gets one without it.
    const denied = await withRules(built, ['View PatientMonitor'], () => call('GET', `/ptz_presets/for_device/${cart}`));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('You need the AccessLiveVideo PatientMonitor permission');
  });
});
