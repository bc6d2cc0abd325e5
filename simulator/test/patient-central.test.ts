// What Patient Central's tiles read besides the video: acuity scores by monitor id (deterministic,
// only the caller's monitors), the room's alerts on a monitor row, and Connect All's interval on
// the current user's hospital; the Nursing Station's unit filter and Team Mode's assigned_to_me.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, OBSERVER, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => {
  built = await testApp();
});
afterAll(() => built.app.close());

const get = async (url: string, who = NURSE) => built.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: await bearer(built, who) });
const monitorIds = async (url: string, who = NURSE) => (await get(url, who)).json<{ results: { id: number }[] }>().results.map((m) => m.id).sort((a, b) => a - b);

describe('patient central data', () => {
  it('scores the caller\'s monitors 1 to 5, the same on every call, and leaves others out', async () => {
    const { monitors } = built.services.store.data;
    const own = monitors.filter((m) => m.division_id === 1).slice(0, 5).map((m) => m.id);
    const foreign = monitors.find((m) => m.division_id === 3)!.id;
    const url = `/patient_monitors/acuity_scores?division_id=*&monitor_ids=${[...own, foreign, 999_999].join(',')}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const scores = first.json<Record<string, number>>();
    expect(Object.keys(scores).map(Number).sort((a, b) => a - b)).toEqual([...own].sort((a, b) => a - b));
    for (const score of Object.values(scores)) expect(score).toBeGreaterThanOrEqual(1);
    expect((await get(url)).json()).toEqual(scores);
    expect(new Set(Object.values(scores)).size).toBeGreaterThan(1);
  });

  it('refuses a malformed id list on its parameter', async () => {
    const answer = await get('/patient_monitors/acuity_scores?monitor_ids=1,,x');
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('monitor_ids');
  });

  it('shows each room\'s alerts on its monitors, and Connect All\'s interval on the hospital', async () => {
    const page = (await get('/patient_monitors?division_id=*&per_page=100')).json<{ results: { room: { alerts: { kind: string }[] } | null }[] }>();
    const kinds = new Set(page.results.flatMap((m) => m.room?.alerts.map((a) => a.kind) ?? []));
    expect([...kinds].sort()).toEqual(['contact_precaution', 'fall_risk', 'food_allergy', 'npo']);
    const user = (await get('/users/current')).json<{ hospital: { connect_all_interval_ms: number } }>();
    expect(user.hospital.connect_all_interval_ms).toBe(500);
  });

  it('lists one unit\'s monitors for the Nursing Station, each row naming its room\'s unit', async () => {
    const { store } = built.services;
    const rows = (await get('/patient_monitors?division_id=1&per_page=100')).json<{ results: { id: number; room: { id: number; unit: { id: number } } | null }[] }>().results;
    const unit = rows.find((m) => m.room)!.room!.unit.id;
    for (const m of rows) if (m.room) expect(m.room.unit.id).toBe(store.roomsById.get(m.room.id)!.unit_id);
    const expected = rows.filter((m) => m.room?.unit.id === unit).map((m) => m.id).sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rows.length);
    expect(await monitorIds(`/patient_monitors?division_id=1&per_page=100&filters[unit_id]=${unit}`)).toEqual(expected);
  });

  it('lists only the monitors of the caller\'s assigned patients for Team Mode', async () => {
    const { store } = built.services;
    const observer = store.data.users.find((u) => u.email === OBSERVER)!;
    const patient = store.data.monitors.find((m) => m.division_id === 1 && m.status === 'active')!.patient_id;
    store.data.careAssignments.push({ id: 9_001, division_id: 1, patient_id: patient, staff_kind: 'security', user_id: observer.id, assigned_at: new Date().toISOString() });
    const mine = store.data.monitors.filter((m) => m.division_id === 1 && store.data.careAssignments.some((a) => a.user_id === observer.id && a.patient_id === m.patient_id)).map((m) => m.id).sort((a, b) => a - b);
    expect(mine.length).toBeGreaterThan(0);
    expect(await monitorIds('/patient_monitors?division_id=1&per_page=100&filters[assigned_to_me]=true', OBSERVER)).toEqual(mine);
    // Another user's assignments are not the observer's.
    expect(await monitorIds('/patient_monitors?division_id=1&per_page=100&filters[assigned_to_me]=true')).not.toEqual(mine);
  });
});
