// Hospitals of Health System are the product's divisions: a new one reaches the hospital picker
// (the current user's divisions) of the administrator who adds it and of the all-hospitals users,
// and of nobody else; the other organisation never sees it; a taken name is answered on its field.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

const HOSPITAL_ADMIN = 'hospital.admin@mercy-general.test';
const MANAGER = 'manager@mercy-general.test';
const OTHER_NURSE = 'nurse@st-elsewhere.test';
let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
afterEach(() => built.services.store.reset());

async function api(method: 'GET' | 'POST' | 'PUT', url: string, email = SYSADMIN, payload?: object) {
  const response = await built.app.inject({ method, url: `/api/v1${url}`, headers: await bearer(built, email), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, json: response.json() };
}
const picker = async (email: string) => ((await api('GET', '/users/current', email)).json as { divisions: { name: string; color: string }[] }).divisions;

describe('hospitals', () => {
  it('adds a hospital to the picker of its creator and of the all-hospitals users only', async () => {
    const created = await api('POST', '/divisions', HOSPITAL_ADMIN, { hospital_division: { name: ' West Clinic ', color: 'cyan', timezone: 'America/Denver', address: '' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'West Clinic', color: 'cyan', timezone: 'America/Denver', address: null, unit_count: 0, room_count: 0 });
    for (const email of [HOSPITAL_ADMIN, SYSADMIN]) expect(await picker(email), email).toContainEqual(expect.objectContaining({ name: 'West Clinic', color: 'cyan' }));
    // The manager holds three of Mercy's four divisions and the nurse two: an administrator gives them the new one.
    for (const email of [MANAGER, NURSE, OTHER_NURSE]) expect((await picker(email)).map((d) => d.name), email).not.toContain('West Clinic');
    // The sysadmin's history says who gave her the new hospital.
    const sysadmin = built.services.store.data.users.find((u) => u.email === SYSADMIN)!;
    const [latest] = (await api('GET', `/users/${sysadmin.id}/revisions`, SYSADMIN)).json as { action: string; username: string; audited_changes: Record<string, [string, string]> }[];
    expect(latest).toMatchObject({ action: 'update', username: 'Helen Marie Okafor' });
    const [before, after] = latest!.audited_changes.divisions!;
    expect(after).toBe(`${before}, West Clinic`);

    const renamed = await api('PUT', `/divisions/${created.json.id}`, SYSADMIN, { hospital_division: { name: 'West Campus', color: 'red' } });
    expect(renamed.status).toBe(200);
    expect(await picker(HOSPITAL_ADMIN)).toContainEqual(expect.objectContaining({ name: 'West Campus', color: 'red' }));
  });

  it('answers a name taken in the organisation (any case) on its field, and not one of the other organisation', async () => {
    const taken = await api('POST', '/divisions', SYSADMIN, { hospital_division: { name: 'north TOWER', color: 'blue', timezone: 'America/Chicago' } });
    expect(taken.status).toBe(400);
    expect(taken.json.details).toEqual([expect.objectContaining({ field: 'body.hospital_division.name', message: 'A hospital with this name already exists' })]);
    const elsewhere = await api('POST', '/divisions', SYSADMIN, { hospital_division: { name: 'Main Campus', color: 'blue', timezone: 'America/Chicago' } });
    expect(elsewhere.status).toBe(201);
  });

  it('offers the four time zones of shell §9 only: another is a 400 naming the field', async () => {
    const phoenix = await api('POST', '/divisions', SYSADMIN, { hospital_division: { name: 'Desert Clinic', color: 'red', timezone: 'America/Phoenix' } });
    expect(phoenix.status).toBe(400);
    expect(phoenix.json.details).toEqual([expect.objectContaining({ field: 'body.hospital_division.timezone', rule: 'enum' })]);
  });

  it('lists the caller’s organisation’s hospitals with their units and rooms', async () => {
    const { json } = await api('GET', '/divisions?per_page=100');
    const rows = json.results as { name: string; unit_count: number; room_count: number }[];
    expect(rows.map((r) => r.name).sort()).toEqual(['Behavioral Health', 'North Tower', 'Pediatrics', 'South Tower']);
    expect(rows.every((r) => r.unit_count === 10 && r.room_count === 18)).toBe(true);
  });
});

describe('attributes', () => {
  it('answers a taken name on its field; an empty description is none', async () => {
    const taken = await api('POST', '/tags', SYSADMIN, { tag: { name: 'fall risk', color: 'red' } });
    expect(taken.status).toBe(400);
    expect(taken.json.details).toEqual([expect.objectContaining({ field: 'body.tag.name', message: 'An attribute with this name already exists' })]);
    const created = await api('POST', '/tags', SYSADMIN, { tag: { name: 'Wandering', color: 'yellow', description: '  ' } });
    expect(created.json).toMatchObject({ name: 'Wandering', description: null, share_with_aimee: false });
  });
});
