// The overlay's device picker query: free, in-service carts and tablets of the patient's division
// (GET /video_devices with in_use false), and the seeded variety the settings step needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, seededDevice, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

interface Device {
  id: number; name: string; kind: string; status: string; service_status: string; ptz_enabled: boolean; credentials_generated_at: string | null;
  division: { id: number }; state: { kiosk_mode?: boolean | null }; patient_monitors: { status: string }[];
  config: { tv?: { ir?: { enabled: boolean; ld_input_action: string | null } }; device?: { volume: number } };
}

const picker = (division: number, inUse = 'false') =>
  `/api/v1/video_devices?division_id=${division}&filters[kind][]=mobilecart&filters[kind][]=mobile3rdparty&filters[service_status][]=in_service&filters[in_use]=${inUse}&per_page=100`;
const list = async (url: string) => {
  const response = await built.app.inject({ url, headers: await bearer(built, SYSADMIN) });
  expect(response.statusCode).toBe(200);
  return response.json<{ results: Device[] }>().results;
};

describe('the device picker query', () => {
  it('offers in every division several online, free carts and tablets with every kind of setup', async () => {
    for (const division of [1, 2, 3, 4]) {
      const devices = await list(picker(division));
      const online = devices.filter((d) => d.status === 'online');
      expect(online.filter((d) => d.kind === 'mobilecart').length).toBeGreaterThanOrEqual(2);
      expect(online.filter((d) => d.kind === 'mobile3rdparty').length).toBeGreaterThanOrEqual(2);
      for (const device of devices) {
        expect(device).toMatchObject({ division: { id: division }, service_status: 'in_service', config: { device: { volume: 100 } } });
        expect(device.patient_monitors.every((m) => m.status === 'stopped')).toBe(true);
      }
      const variety = (pick: (d: Device) => unknown) => new Set(online.map(pick));
      expect(variety((d) => d.state.kiosk_mode)).toEqual(new Set([true, false]));
      expect(variety((d) => d.ptz_enabled)).toEqual(new Set([true, false]));
      expect(variety((d) => d.config.tv?.ir?.enabled)).toEqual(new Set([true, false]));
      expect(variety((d) => d.credentials_generated_at === null)).toEqual(new Set([true, false]));
      expect(online.find((d) => d.config.tv?.ir?.enabled)?.config.tv?.ir?.ld_input_action).toBe('hdmi_2');
    }
  });

  it('leaves out a device while one of its monitors runs, and lists in-use devices with in_use true', async () => {
    const cart = seededDevice(built, 'North Tower Cart 1');
    expect((await list(picker(1))).map((d) => d.id)).toContain(cart.id);
    const { monitors } = built.services.store.data;
    const running = { id: 9_000, patient_id: 1, video_device_id: cart.id, division_id: 1, status: 'active' as const, monitor_started_at: null, monitor_ended_at: null, updated_at: '2026-01-01T00:00:00.000Z' };
    monitors.push(running);
    try {
      expect((await list(picker(1))).map((d) => d.id)).not.toContain(cart.id);
      expect((await list(picker(1, 'true'))).map((d) => d.id)).toEqual([cart.id]);
      // The device's monitors are read from the monitors: one that stops frees the cart at once.
      Object.assign(running, { status: 'stopped' });
      expect((await list(picker(1))).map((d) => d.id)).toContain(cart.id);
    } finally {
      monitors.splice(monitors.indexOf(running), 1);
    }
    const fixedInUse = await list('/api/v1/video_devices?division_id=1&filters[kind][]=fixed&filters[in_use]=true&per_page=100');
    expect(fixedInUse.length).toBeGreaterThan(0);
    expect(fixedInUse.every((d) => d.patient_monitors.some((m) => m.status !== 'stopped'))).toBe(true);
  });

  it('answers 400 to an in_use that is not a boolean', async () => {
    const response = await built.app.inject({ url: '/api/v1/video_devices?filters[in_use]=maybe', headers: await bearer(built, NURSE) });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: expect.stringContaining('in_use') });
  });
});
