// Aimee prompts, Family Connect and labelers: what is their own beyond the generated contract
// tests. A prompt's version moves only when its greeting or script changes, and reading it needs
// Edit AimeePrompt while changing it needs Manage AimeePrompt; a family member is reached by email
// or phone, for an admitted patient of the division asked for (another division's is not named);
// a labeler's kinds are kept once each, in the contract's order, and the revision names them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, SYSADMIN, testApp, withRules } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
afterEach(() => built.services.store.reset());

async function api(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, email = SYSADMIN) {
  const response = await built.app.inject({ method, url: `/api/v1${url}`, headers: await bearer(built, email), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, json: response.json() };
}

describe('Aimee prompts', () => {
  it('makes a new version when the greeting or the instructions change, not for a rename or a voice', async () => {
    const created = await api('POST', '/aimee_prompts', { aimee_prompt: { name: 'Pain check', greeting: 'Hello', instructions: 'Ask about pain.', voice: 'sage' } });
    expect(created.json).toMatchObject({ version: 1, enabled: true });
    const id = created.json.id as number;
    expect((await api('PUT', `/aimee_prompts/${id}`, { aimee_prompt: { name: 'Pain check-in', voice: 'verse', instructions: 'Ask about pain.' } })).json.version).toBe(1);
    expect((await api('PUT', `/aimee_prompts/${id}`, { aimee_prompt: { instructions: 'Ask about pain from 0 to 10.' } })).json.version).toBe(2);
    expect((await api('PUT', `/aimee_prompts/${id}`, { aimee_prompt: { greeting: 'Hi there' } })).json.version).toBe(3);
    const [latest] = (await api('GET', `/aimee_prompts/${id}/revisions`)).json as { audited_changes: Record<string, unknown> }[];
    expect(latest?.audited_changes).toEqual({ greeting: ['Hello', 'Hi there'], version: [2, 3] });
  });

  it('lets Edit AimeePrompt read the prompts and only Manage AimeePrompt change them', async () => {
    await withRules(built, ['Edit AimeePrompt'], async () => {
      expect((await api('GET', '/aimee_prompts', undefined, NURSE)).status).toBe(200);
      expect((await api('PUT', '/aimee_prompts/1', { aimee_prompt: { enabled: false } }, NURSE)).status).toBe(403);
    });
  });
});

describe('Family Connect', () => {
  const admitted = (division: number) => {
    const patient = built.services.store.data.patients.find((p) => p.division_id === division && p.status === 'active');
    if (!patient) throw new Error(`seed: no admitted patient in division ${division}`);
    return patient;
  };
  const body = (member: object) => ({ family_member: { name: 'Rosa Delgado', relationship: 'sibling', patient_id: admitted(1).id, ...member } });
  it('needs an email or a phone, answered on Email', async () => {
    const none = await api('POST', '/family_members?division_id=1', body({}));
    expect(none.status).toBe(400);
    expect(none.json.details).toEqual([expect.objectContaining({ field: 'body.family_member.email', message: 'Enter an email or a phone number' })]);
    const phone = await api('POST', '/family_members?division_id=1', body({ phone: '+1 312 555 0199' }));
    expect(phone.status).toBe(201);
    expect(phone.json).toMatchObject({ email: null, phone: '+1 312 555 0199', division: { id: 1 }, patient: { id: admitted(1).id } });
  });

  it('takes a patient of the division asked for only, without naming another division’s', async () => {
    const foreign = admitted(2);
    const refused = await api('POST', '/family_members?division_id=1', body({ email: 'rosa@example.com', patient_id: foreign.id }));
    expect(refused.status).toBe(400);
    expect(refused.json.details).toEqual([expect.objectContaining({ field: 'body.family_member.patient_id' })]);
    expect(JSON.stringify(refused.json)).not.toContain(foreign.display_name);
  });
});

describe('labelers', () => {
  it('keeps the kinds once each in the contract’s order, and the revision names them', async () => {
    const created = await api('POST', '/labelers', { labeler: { name: 'Ana Ruiz', email: 'ana.ruiz@example.org', annotation_kinds: ['polygon', 'face', 'face'] } });
    expect(created.json.annotation_kinds).toEqual(['face', 'polygon']);
    await api('PUT', `/labelers/${created.json.id}`, { labeler: { annotation_kinds: ['phi'] } });
    const [latest] = (await api('GET', `/labelers/${created.json.id}/revisions`)).json as { audited_changes: Record<string, unknown> }[];
    expect(latest?.audited_changes).toEqual({ annotation_kinds: ['Face, Polygon', 'PHI'] });
  });

  it('answers a taken email (any case) on its field', async () => {
    const taken = await api('POST', '/labelers', { labeler: { name: 'Priya', email: 'PRIYA.NAIR@mercy-general.example.org' } });
    expect(taken.status).toBe(400);
    expect(taken.json.details).toEqual([expect.objectContaining({ field: 'body.labeler.email', message: 'A labeling user with this email already exists' })]);
  });
});
