// The overlay's device picker (GET /video_devices/picker): the server applies the picker rule (free,
// in-service carts and tablets of the patient's division) and answers only the fields the picker
// and the visit read, so a virtual observer, who may not read the devices screen, learns no
// network identifiers (nor does a patient's device); the devices screen's list needs View VideoDevice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, OBSERVER, seededDevice, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

interface Device {
  id: number; name: string; kind: string; status: string; service_status: string; ptz_enabled: boolean; credentials_generated_at: string | null;
  division: { id: number }; state: { kiosk_mode?: boolean | null }; patient_monitors: { status: string }[];
  config: { tv?: { ir?: { enabled: boolean; ld_input_action: string | null } }; device?: { volume: number } };
}

const get = async (url: string, email: string) => built.app.inject({ url, headers: await bearer(built, email) });
const patientOf = (division: number) => {
  const patient = built.services.store.data.patients.find((p) => p.division_id === division);
  if (!patient) throw new Error(`seed: no patient in division ${division}`);
  return patient.id;
};
const picker = async (patientId: number, email = OBSERVER, extra = '') => {
  const response = await get(`/api/v1/video_devices/picker?patient_id=${patientId}&per_page=100${extra}`, email);
  expect(response.statusCode).toBe(200);
  return response.json<{ results: Device[]; metadata: { count: number } }>();
};
/** What the devices screen holds for the same rule, read by someone allowed to (the reference). */
const screenList = async (division: number) => (await get(
  `/api/v1/video_devices?division_id=${division}&filters[kind][]=mobilecart&filters[kind][]=mobile3rdparty&filters[service_status][]=in_service&filters[in_use]=false&per_page=100&order_by[field]=name&order_by[direction]=asc`,
  SYSADMIN,
)).json<{ results: Device[] }>().results;

describe('the device picker', () => {
  it('gives the virtual observer the picker’s devices with no network identifier, and refuses the devices screen', async () => {
    const patientId = patientOf(1);
    const response = await get(`/api/v1/video_devices/picker?patient_id=${patientId}&per_page=100`, OBSERVER);
    expect(response.statusCode).toBe(200);
    const { results } = response.json<{ results: Record<string, unknown>[] }>();
    expect(results.length).toBeGreaterThan(0);
    for (const device of results) {
      expect(Object.keys(device).sort()).toEqual(['config', 'credentials_generated_at', 'division', 'id', 'kind', 'name', 'ptz_enabled', 'room', 'state', 'status']);
    }
    // Every identifier the devices screen shows, searched for in the whole answer.
    for (const reference of await screenList(1)) {
      const stored = seededDevice(built, reference.name);
      for (const secret of [stored.ip_address, stored.mac_address, stored.serial_number, stored.state.metrics?.net_wlan_ip]) {
        if (secret) expect(response.body).not.toContain(secret);
      }
    }
    for (const url of ['/api/v1/video_devices', '/api/v1/video_devices?division_id=1', '/api/v1/video_devices/export.csv', '/api/v1/video_devices/1']) {
      const refused = await get(url, OBSERVER);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body).not.toMatch(/\d+\.\d+\.\d+\.\d+|BSD-/);
    }
  });

  it('gives a patient’s device to a reader of patients as the visit uses it, without its network identifiers', async () => {
    const monitor = built.services.store.data.monitors.find((m) => m.status !== 'stopped' && m.video_device_id !== null);
    if (!monitor?.video_device_id) throw new Error('seed: no running monitor with a device');
    const stored = built.services.store.devicesById.get(monitor.video_device_id);
    const response = await get(`/api/v1/patients/${monitor.patient_id}`, OBSERVER);
    expect(response.statusCode).toBe(200);
    const { video_device: device } = response.json<{ video_device: Record<string, unknown> }>();
    expect(device).toMatchObject({ id: stored?.id, name: stored?.name, kind: stored?.kind, ptz_enabled: stored?.ptz_enabled });
    for (const field of ['ip_address', 'mac_address', 'serial_number', 'version', 'description', 'video_url']) expect(device, field).not.toHaveProperty(field);
    for (const secret of [stored?.ip_address, stored?.mac_address, stored?.serial_number, stored?.state.metrics?.net_wlan_ip]) {
      if (secret) expect(response.body).not.toContain(secret);
    }
  });

  it('offers exactly the free, in-service carts and tablets of the patient’s division, by name, with every kind of setup', async () => {
    for (const division of [1, 2, 3, 4]) {
      const { results, metadata } = await picker(patientOf(division));
      const reference = await screenList(division);
      expect(results.map((d) => d.id)).toEqual(reference.map((d) => d.id));
      expect(metadata.count).toBe(reference.length);
      for (const device of reference) {
        expect(device).toMatchObject({ division: { id: division }, service_status: 'in_service', config: { device: { volume: 100 } } });
        expect(['mobilecart', 'mobile3rdparty']).toContain(device.kind);
        expect(device.patient_monitors.every((m) => m.status === 'stopped')).toBe(true);
      }
      const online = results.filter((d) => d.status === 'online');
      expect(online.filter((d) => d.kind === 'mobilecart').length).toBeGreaterThanOrEqual(2);
      expect(online.filter((d) => d.kind === 'mobile3rdparty').length).toBeGreaterThanOrEqual(2);
      const variety = (pick: (d: Device) => unknown) => new Set(online.map(pick));
      expect(variety((d) => d.state.kiosk_mode)).toEqual(new Set([true, false]));
      expect(variety((d) => d.ptz_enabled)).toEqual(new Set([true, false]));
      expect(variety((d) => d.config.tv?.ir?.enabled)).toEqual(new Set([true, false]));
      expect(variety((d) => d.credentials_generated_at === null)).toEqual(new Set([true, false]));
      expect(online.find((d) => d.config.tv?.ir?.enabled)?.config.tv?.ir?.ld_input_action).toBe('hdmi_2');
    }
  });

  it('follows the patient’s division whatever division_id says, and filters by name and pages', async () => {
    const patientId = patientOf(2);
    const all = (await picker(patientId, NURSE, '&division_id=1')).results;
    expect(all.every((d) => d.division.id === 2)).toBe(true);
    const carts = (await picker(patientId, NURSE, '&name=CART 1')).results;
    expect(carts.map((d) => d.name)).toEqual(all.map((d) => d.name).filter((name) => name.toLowerCase().includes('cart 1')));
    const second = await get(`/api/v1/video_devices/picker?patient_id=${patientId}&per_page=10&page=2`, NURSE);
    expect(second.json<{ results: Device[] }>().results.map((d) => d.id)).toEqual(all.slice(10, 20).map((d) => d.id));
  });

  it('leaves out a device while one of its monitors runs', async () => {
    const cart = seededDevice(built, 'North Tower Cart 1');
    const patientId = patientOf(1);
    expect((await picker(patientId)).results.map((d) => d.id)).toContain(cart.id);
    const { monitors } = built.services.store.data;
    const running = { id: 9_000, patient_id: 1, video_device_id: cart.id, division_id: 1, status: 'active' as const, monitor_started_at: null, monitor_ended_at: null, pause_reason: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
    monitors.push(running);
    try {
      expect((await picker(patientId)).results.map((d) => d.id)).not.toContain(cart.id);
      Object.assign(running, { status: 'stopped' });
      expect((await picker(patientId)).results.map((d) => d.id)).toContain(cart.id);
    } finally {
      monitors.splice(monitors.indexOf(running), 1);
    }
  });

  it('answers a patient of another division as a missing one (404), and a bad patient_id with 400', async () => {
    const single = 'peds.nurse@mercy-general.test';
    const elsewhere = await get(`/api/v1/video_devices/picker?patient_id=${patientOf(1)}`, single);
    expect(elsewhere.statusCode).toBe(404);
    const missing = await get('/api/v1/video_devices/picker?patient_id=999999', single);
    expect(missing.statusCode).toBe(404);
    expect(elsewhere.json().error.replace(/\d+/, 'N')).toBe(missing.json().error.replace(/\d+/, 'N'));
    for (const query of ['', '?patient_id=abc', '?patient_id=0']) {
      const response = await get(`/api/v1/video_devices/picker${query}`, NURSE);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details[0]).toMatchObject({ field: expect.stringContaining('patient_id') });
    }
  });

  it('lists in-use devices on the devices screen with in_use true, and answers 400 to an in_use that is not a boolean', async () => {
    const fixedInUse = (await get('/api/v1/video_devices?division_id=1&filters[kind][]=fixed&filters[in_use]=true&per_page=100', SYSADMIN)).json<{ results: Device[] }>().results;
    expect(fixedInUse.length).toBeGreaterThan(0);
    expect(fixedInUse.every((d) => d.patient_monitors.some((m) => m.status !== 'stopped'))).toBe(true);
    const response = await get('/api/v1/video_devices?filters[in_use]=maybe', NURSE);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: expect.stringContaining('in_use') });
  });
});
