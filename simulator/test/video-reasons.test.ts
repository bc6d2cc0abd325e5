// Video reasons and staff types as the Health System screens keep them: what an administrator adds,
// orders or disables is what a clinician of the same organisation is offered in Video Meeting
// Settings (and may join with), and nothing of the other organisation's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

const OTHER_NURSE = 'nurse@st-elsewhere.test';
let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
afterEach(() => built.services.store.reset());

async function api(method: 'GET' | 'POST' | 'PUT', url: string, email = SYSADMIN, payload?: object) {
  const response = await built.app.inject({ method, url: `/api/v1${url}`, headers: await bearer(built, email), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, json: response.json() };
}
const offered = async (email = NURSE) => ((await api('GET', '/video_reasons/dropdown', email)).json as { id: number; name: string }[]).map((r) => r.name);

describe('video reasons', () => {
  it('offers a clinician her organisation’s enabled reasons in sort order', async () => {
    const names = await offered();
    expect(names).toEqual(['Routine check-in', 'Fall risk observation', 'Patient request', 'Family visit', 'Medication follow-up', 'Safety concern', 'Other']);
    expect(names).not.toContain('Telesitter trial');
  });

  it('offers a new reason last, moves it by its sort order, and stops offering it once disabled', async () => {
    const created = await api('POST', '/video_reasons', SYSADMIN, { video_reason: { name: '  Wound check  ' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Wound check', sort_order: 9, enabled: true });
    expect((await offered()).at(-1)).toBe('Wound check');
    expect(await offered(OTHER_NURSE)).not.toContain('Wound check');

    expect((await api('PUT', `/video_reasons/${created.json.id}`, SYSADMIN, { video_reason: { sort_order: 1 } })).status).toBe(200);
    // Ties by name: "Routine check-in" also has 1.
    expect((await offered()).slice(0, 2)).toEqual(['Routine check-in', 'Wound check']);
    expect((await api('PUT', `/video_reasons/${created.json.id}`, SYSADMIN, { video_reason: { enabled: false } })).status).toBe(200);
    expect(await offered()).not.toContain('Wound check');
  });

  it('answers a taken name (any case) on its field', async () => {
    const taken = await api('POST', '/video_reasons', SYSADMIN, { video_reason: { name: 'family VISIT' } });
    expect(taken.status).toBe(400);
    expect(taken.json.details).toEqual([expect.objectContaining({ field: 'body.video_reason.name', message: 'A video reason with this name already exists' })]);
  });

  it('joins a visit with reasons of the caller’s organisation only', async () => {
    const foreign = built.services.store.data.videoReasons.find((r) => r.organization_id !== built.services.store.userByEmail(NURSE)!.organization_id)!;
    const join = await api('POST', '/videos/join_meeting', NURSE, { device_id: 1, patient_id: 1, video_reason_ids: [foreign.id] });
    expect(join.status).toBe(400);
    expect(join.json).toMatchObject({ error: `Unknown video reason ${foreign.id}` });
  });
});

describe('staff types', () => {
  it('lists one per staff kind with the organisation’s users of each; a taken display name is answered on its field', async () => {
    const { json } = await api('GET', '/staff_types?per_page=100');
    const rows = json.results as { id: number; kind: string; display_name: string; user_count: number }[];
    expect(rows.map((t) => t.kind).sort()).toEqual(['eicu', 'security', 'translation', 'virtual_nursing', 'virtual_observer', 'virtual_scribe']);
    // Vera Anne Castellano and Ingrid Solberg.
    expect(rows.find((t) => t.kind === 'virtual_nursing')).toMatchObject({ display_name: 'Virtual Nursing', user_count: 2 });
    const eicu = rows.find((t) => t.kind === 'eicu')!;
    const taken = await api('PUT', `/staff_types/${eicu.id}`, SYSADMIN, { staff_type: { display_name: 'security' } });
    expect(taken.status).toBe(400);
    expect(taken.json.details).toEqual([expect.objectContaining({ field: 'body.staff_type.display_name', message: 'A staff type with this display name already exists' })]);
  });
});
