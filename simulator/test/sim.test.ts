import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { Store } from '../src/store/store.ts';
import { testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

describe('/sim control API', () => {
  it('lists every required persona with role and permissions summary', async () => {
    const personas = (await built.app.inject({ url: '/sim/personas' })).json();
    expect(personas.map((p: { key: string }) => p.key)).toEqual(expect.arrayContaining([
      'sysadmin', 'hospital-admin', 'manager', 'nurse', 'virtual-nurse', 'virtual-observer', 'single-division', 'blocked', 'other-organization',
    ]));
    const nurse = personas.find((p: { key: string }) => p.key === 'nurse');
    expect(nurse).toMatchObject({ email: 'nurse@mercy-general.test', role: 'Nurse', blocked: false });
    expect(nurse.permissions_summary).toContain('View PatientMonitor');
  });

  it('mints tokens only for seeded users', async () => {
    const unknown = await built.app.inject({ method: 'POST', url: '/sim/tokens', payload: { email: 'nobody@example.test' } });
    expect(unknown.statusCode).toBe(404);
    const bad = await built.app.inject({ method: 'POST', url: '/sim/tokens', payload: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ field: 'body.email', rule: 'format' });
  });

  it('resets to the same data for the same seed', async () => {
    const first = (await built.app.inject({ method: 'POST', url: '/sim/reset', payload: { seed: 7 } })).json();
    const again = (await built.app.inject({ method: 'POST', url: '/sim/reset', payload: { seed: 7 } })).json();
    expect(again).toEqual(first);
    expect(new Store(7).data).toEqual(new Store(7).data);
    expect(new Store(8).data.patients[0]).not.toEqual(new Store(7).data.patients[0]);
    await built.app.inject({ method: 'POST', url: '/sim/reset', payload: { seed: 1 } });
  });

  it('refuses a JSON null body with a 400 naming the body, and resets nothing; no body at all still resets', async () => {
    const reset = (request: object) => built.app.inject({ method: 'POST', url: '/sim/reset', ...request });
    const patient = () => built.services.store.data.patients[0]!;
    const seeded = patient().display_name;
    patient().display_name = 'Changed since the seed';
    const refused = await reset({ headers: { 'content-type': 'application/json' }, payload: 'null' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_request', details: [{ field: 'body', rule: 'type' }] });
    expect(patient().display_name).toBe('Changed since the seed');
    expect((await reset({})).statusCode).toBe(200);
    expect(patient().display_name).toBe(seeded);
  });

  it('has a demo hospital with devices of every kind and status and monitors in every status', () => {
    const { data } = new Store(1);
    expect(new Set(data.devices.map((d) => d.kind))).toEqual(new Set(['fixed', 'mobilecart', 'mobile3rdparty', 'trainingvideo']));
    expect(new Set(data.devices.map((d) => d.status))).toEqual(new Set(['online', 'offline', 'error']));
    expect(new Set(data.monitors.map((m) => m.status))).toEqual(new Set(['active', 'paused', 'pending', 'stopped', 'created']));
    expect(new Set(data.divisions.map((d) => d.color)).size).toBe(data.divisions.length);
  });

  it('seeds 10,000+ devices and patients with size large', () => {
    const { data } = new Store(1, 'large');
    expect(data.devices.length).toBeGreaterThanOrEqual(10_000);
    expect(data.patients.length).toBeGreaterThanOrEqual(10_000);
  });

  it('reports 409 for a device command when no emulator holds the device', async () => {
    const response = await built.app.inject({ method: 'POST', url: '/sim/devices/1/commands', payload: { command: 'go_offline' } });
    expect(response.statusCode).toBe(409);
    const missing = await built.app.inject({ method: 'POST', url: '/sim/devices/99999/commands', payload: { command: 'go_offline' } });
    expect(missing.statusCode).toBe(404);
  });
});
