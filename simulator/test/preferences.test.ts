// Preferences of a health system (Health System › Preferences and Page Preferences, Edit Hospital)
// and of a division (Hospitals › Preferences and Homepage): their own rules answered on their fields,
// the 403s, and what reaches the running app (the current user, the MRN rule, the patient's division).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

const HOSPITAL_ADMIN = 'hospital.admin@mercy-general.test';
let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
afterEach(() => built.services.store.reset());

async function api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, email = HOSPITAL_ADMIN, payload?: object) {
  const response = await built.app.inject({ method, url: `/api/v1${url}`, headers: await bearer(built, email), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, json: response.body ? response.json() : null };
}
const put = (body: object, email = HOSPITAL_ADMIN) => api('PUT', '/health_system_preferences/1', email, { health_system_preference: body });
const newPatient = (mrn: string) => api('POST', '/patients?division_id=1', SYSADMIN, { patient: { display_name: 'Length Check', mrn, status: 'active' } });

describe('health system preferences', () => {
  it('answers a logo that is no web address and a timeout under 10 minutes on their fields', async () => {
    const logo = await put({ logo_url: 'javascript:alert(1)' });
    expect(logo.status).toBe(400);
    expect(logo.json.details).toEqual([expect.objectContaining({ field: 'body.health_system_preference.logo_url', message: 'Should be a web address starting with https:// or http://' })]);
    const timeout = await put({ inactivity_timeout_min: 5 });
    expect(timeout.json.details).toEqual([expect.objectContaining({ field: 'body.health_system_preference.inactivity_timeout_min', message: 'Should be at least 10 minutes' })]);
  });

  it('refuses a user without Edit Hospital', async () => {
    expect((await put({ mrn_length: 6 }, NURSE)).status).toBe(403);
    expect((await api('GET', '/health_system_preferences/1', NURSE)).status).toBe(403);
  });

  it("gives the logos to the current user; an empty one is the provider's again", async () => {
    await put({ logo_url: ' https://cdn.example.test/mercy.png ', footer_logo_url: 'https://cdn.example.test/mercy-footer.png' });
    const hospital = async () => (await api('GET', '/users/current', NURSE)).json.hospital;
    expect(await hospital()).toMatchObject({ logo_url: 'https://cdn.example.test/mercy.png', footer_logo_url: 'https://cdn.example.test/mercy-footer.png' });
    expect(Object.keys(await hospital())).not.toContain('mrn_length');
    await put({ logo_url: '' });
    expect((await hospital()).logo_url).toBeNull();
  });

  it('gives its inactivity timeout to users without their own', async () => {
    await put({ inactivity_timeout_min: 30 });
    expect((await api('GET', '/users/current', NURSE)).json.inactivity_timeout_sec).toBe(1800);
  });

  it('binds the MRN length to new patients', async () => {
    expect((await put({ mrn_length: 8 })).status).toBe(200);
    const short = await newPatient('MRN-1');
    expect(short.status).toBe(400);
    expect(short.json.details).toEqual([expect.objectContaining({ field: 'body.patient.mrn', message: 'MRN must be 8 characters long' })]);
    expect((await newPatient('MRN-0001')).status).toBe(201);
  });
});

describe('division homepages and preferences', () => {
  const homepages = async (email: string) => (await api('GET', '/users/current', email)).json.division_homepages;

  it("gives a division's welcome message to its users only; an empty one is none", async () => {
    const saved = await api('PUT', '/division_homepages/1', HOSPITAL_ADMIN, { division_homepage: { welcome_message: '  Visitors sign in at the desk. ' } });
    expect(saved.json).toMatchObject({ id: 1, division: { id: 1, name: 'North Tower' }, welcome_message: 'Visitors sign in at the desk.' });
    expect(await homepages(NURSE)).toEqual([{ division_id: 1, welcome_message: 'Visitors sign in at the desk.' }]);
    expect(await homepages('peds.nurse@mercy-general.test')).toEqual([]);
    await api('PUT', '/division_homepages/1', HOSPITAL_ADMIN, { division_homepage: { welcome_message: ' ' } });
    expect(await homepages(NURSE)).toEqual([]);
    expect((await api('PUT', '/division_homepages/1', NURSE, { division_homepage: { welcome_message: 'x' } })).status).toBe(403);
  });

  it("turns a division's meeting previews off for its patients' video settings", async () => {
    const saved = await api('PUT', '/division_preferences/1', HOSPITAL_ADMIN, { division_preference: { meeting_preview_enabled: false } });
    expect(saved.json).toMatchObject({ id: 1, timezone: 'America/Chicago', meeting_preview_enabled: false });
    expect((await api('GET', '/patients/2?division_id=1', HOSPITAL_ADMIN)).json.division).toMatchObject({ id: 1, meeting_preview_enabled: false });
    expect((await api('PUT', '/division_preferences/1', NURSE, { division_preference: { meeting_preview_enabled: true } })).status).toBe(403);
  });
});

describe('page preferences', () => {
  it("answers rows per page that is no table choice on its field, and gives a choice to the health system's users", async () => {
    const odd = await api('PUT', '/page_preferences/1', HOSPITAL_ADMIN, { page_preference: { default_per_page: 30 } });
    expect(odd.status).toBe(400);
    expect(odd.json.details).toEqual([expect.objectContaining({ field: 'body.page_preference.default_per_page', message: 'Should be 10, 25, 50 or 100' })]);
    expect((await api('PUT', '/page_preferences/1', HOSPITAL_ADMIN, { page_preference: { default_per_page: 25 } })).status).toBe(200);
    expect((await api('GET', '/users/current', NURSE)).json.hospital.default_per_page).toBe(25);
    expect((await api('GET', '/users/current', 'nurse@st-elsewhere.test')).json.hospital.default_per_page).toBe(10);
  });
});

describe('the user’s notification sounds', () => {
  it('audio_ping_enabled is on until the user saves the audio_ping preference off, and only for them', async () => {
    const current = async (email: string) => (await api('GET', '/users/current', email)).json as { audio_ping_enabled: boolean };
    expect((await current(NURSE)).audio_ping_enabled).toBe(true);
    expect((await api('PUT', '/user_preferences/audio_ping', NURSE, { user_preference: { settings: { enabled: false } } })).status).toBe(200);
    expect((await current(NURSE)).audio_ping_enabled).toBe(false);
    expect((await current(SYSADMIN)).audio_ping_enabled).toBe(true);
    await api('PUT', '/user_preferences/audio_ping', NURSE, { user_preference: { settings: { enabled: true } } });
    expect((await current(NURSE)).audio_ping_enabled).toBe(true);
  });
});

describe('the user’s wall columns', () => {
  it('grid_column_number is 3 until the user saves patient_central, only for them; a value off 1 to 8 is answered on its field and keeps theirs', async () => {
    const columns = async (email: string) => ((await api('GET', '/users/current', email)).json as { grid_column_number: number }).grid_column_number;
    expect(await columns(NURSE)).toBe(3);
    expect((await api('PUT', '/user_preferences/patient_central', NURSE, { user_preference: { settings: { grid_column_number: 6 } } })).status).toBe(200);
    expect(await columns(NURSE)).toBe(6);
    expect(await columns(SYSADMIN)).toBe(3);
    for (const bad of [0, 9, 2.5, '4', null]) {
      const refused = await api('PUT', '/user_preferences/patient_central', NURSE, { user_preference: { settings: { grid_column_number: bad } } });
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.json.details).toEqual([expect.objectContaining({ field: 'body.user_preference.settings.grid_column_number' })]);
    }
    expect(await columns(NURSE)).toBe(6);
    await api('DELETE', '/user_preferences/patient_central', NURSE);
    expect(await columns(NURSE)).toBe(3);
  });
});

describe('infinity_watch', () => {
  it('answers 400 on its field to a carousel_duration a timer cannot wait (not a number, under 1 s, over 2^31 - 1 ms), and keeps the user’s setting', async () => {
    const put = (duration: unknown) => api('PUT', '/user_preferences/infinity_watch', NURSE, { user_preference: { settings: { carousel_duration: duration } } });
    expect((await put(15)).status).toBe(200);
    expect((await put(2.5)).status).toBe(200);
    for (const bad of [0, -1, 0.5, 1e9, 1e20, '60', null, [], {}]) {
      const refused = await put(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.json.details).toEqual([expect.objectContaining({ field: 'body.user_preference.settings.carousel_duration' })]);
    }
    expect((await api('GET', '/user_preferences/infinity_watch', NURSE)).json).toMatchObject({ settings: { carousel_duration: 2.5 } });
    await api('DELETE', '/user_preferences/infinity_watch', NURSE);
  });
});

describe('mask_phi', () => {
  it('answers 400 on its field to an enabled that is not true or false, and keeps the user’s setting', async () => {
    expect((await api('PUT', '/user_preferences/mask_phi', NURSE, { user_preference: { settings: { enabled: true } } })).status).toBe(200);
    for (const bad of ['yes', 1, null]) {
      const refused = await api('PUT', '/user_preferences/mask_phi', NURSE, { user_preference: { settings: { enabled: bad } } });
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.json.details).toEqual([expect.objectContaining({ field: 'body.user_preference.settings.enabled' })]);
    }
    expect((await api('GET', '/user_preferences/mask_phi', NURSE)).json).toEqual({ key: 'mask_phi', settings: { enabled: true } });
    await api('DELETE', '/user_preferences/mask_phi', NURSE);
  });
});
