// GET /patients/{id}: the patient the live video overlay opens, with the device of the running
// monitor (so the overlay skips the device picker) and the division's Preview switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, OBSERVER, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

const get = async (id: number | string, email = NURSE) => built.app.inject({ url: `/api/v1/patients/${id}`, headers: await bearer(built, email) });

describe('GET /patients/{id}', () => {
  it('answers a patient with a running monitor with that monitor\'s device', async () => {
    // Seeded: patient 2 is in room 2 of North Tower; monitor 1 is active on that room's camera.
    const response = await get(2);
    expect(response.statusCode).toBe(200);
    const patient = response.json();
    expect(patient).toMatchObject({
      id: 2,
      room: { id: 2 },
      division: { id: 1, name: 'North Tower', meeting_preview_enabled: true },
      patient_monitors: [{ id: 1, status: 'active', video_device_id: 2, room_name: patient.room.name }],
      video_device: { id: 2, kind: 'fixed', status: 'online', room: { id: 2 } },
    });
    expect(patient.display_name).toBe(built.services.store.data.patients[1]?.display_name);
  });

  it('answers no device when the patient has no monitor or only a stopped one', async () => {
    const noRoom = (await get(1)).json();
    expect(noRoom).toMatchObject({ id: 1, room: null, patient_monitors: [], video_device: null });
    const stopped = (await get(6)).json();
    expect(stopped.patient_monitors).toEqual([expect.objectContaining({ status: 'stopped' })]);
    expect(stopped.video_device).toBeNull();
  });

  it('follows the monitor: once it stops, the overlay must pick a device', async () => {
    const monitor = built.services.store.data.monitors.find((m) => m.patient_id === 3);
    if (!monitor) throw new Error('seed: patient 3 has a monitor');
    expect((await get(3)).json().video_device).not.toBeNull();
    monitor.status = 'stopped';
    try {
      expect((await get(3)).json().video_device).toBeNull();
    } finally {
      monitor.status = 'active';
    }
  });

  it('tells the division whose Preview visits are turned off', async () => {
    const southTower = built.services.store.data.patients.find((p) => p.division_id === 2);
    const response = await get(southTower?.id ?? 0);
    expect(response.json().division).toEqual({ id: 2, name: 'South Tower', meeting_preview_enabled: false });
  });

  it('answers 404 for an unknown patient and for a patient of another division alike', async () => {
    const missing = await get(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found', error: 'Patient 999999 not found' });
    const pediatrics = built.services.store.data.patients.find((p) => p.division_id === 3);
    const foreign = await get(pediatrics?.id ?? 0);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: `Patient ${pediatrics?.id} not found`, code: 'not_found' });
    // Any signed-in user may read a patient of their divisions, whatever their role.
    expect((await get(pediatrics?.id ?? 0, OBSERVER)).statusCode).toBe(200);
  });

  it('answers 400, never 500, to a malformed id, and 401 without a token', async () => {
    for (const id of ['abc', '0', '-1', '1.5']) expect((await get(id)).statusCode).toBe(400);
    expect((await built.app.inject({ url: '/api/v1/patients/2' })).statusCode).toBe(401);
  });
});
