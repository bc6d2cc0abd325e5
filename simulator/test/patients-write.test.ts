// Patients written through the API (issue 11 item 2): the form's required fields with the spec's
// message, an MRN unique in the hospital, no date of birth in the future, a room of the patient's
// division and none once discharged, an enabled Virtual Patient Status, and the timeline a write
// leaves, which names what changed but never the patient.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, OBSERVER, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
afterEach(() => built.services.store.reset());

const store = () => built.services.store;
type Json = Record<string, unknown> & { details?: { field: string; rule: string; message: string }[] };
async function call(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, email = NURSE) {
  const response = await built.app.inject({ method, url: `/api/v1${path}`, headers: await bearer(built, email), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<Json>() };
}
const create = (patient: object, division = 1) => call('POST', `/patients?division_id=${division}`, { patient: { display_name: 'Test Patient', mrn: 'TEST-1', status: 'active', ...patient } });
const update = (id: number, patient: object) => call('PUT', `/patients/${id}`, { patient });
const fieldOf = (body: Json) => body.details?.[0];

describe('creating a patient', () => {
  it('creates an admitted patient, audited, and finds them in search', async () => {
    const { status, body } = await create({ room_id: 3, dob: '1950-02-03', patient_status_id: 2, custom_fields: { preferred_language: 'Spanish' } });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      display_name: 'Test Patient', mrn: 'TEST-1', status: 'active', room: { id: 3 }, division: { id: 1 },
      patient_status: { id: 2, label: 'Fall Risk Review' }, monitor_status: null, discharged_at: null, custom_fields: { preferred_language: 'Spanish' },
    });
    expect(Date.now() - Date.parse(String(body.admitted_at))).toBeLessThan(60_000);
    const search = await call('GET', '/search?q=TEST-1');
    expect(search.body.groups).toContainEqual(expect.objectContaining({ groupId: 'patients', total: 1 }));
  });

  it.each(['display_name', 'mrn', 'status'])('requires %s with the form rule\'s message', async (field) => {
    const { status, body } = await create({ [field]: field === 'status' ? undefined : '' });
    expect(status).toBe(400);
    expect(fieldOf(body)).toEqual({ field: `body.patient.${field}`, rule: 'required', message: 'This field is required' });
  });

  it('keeps MRNs unique in the hospital, in any case, but not across hospitals', async () => {
    const taken = store().data.patients.find((p) => p.division_id === 3)!.mrn;
    const { status, body } = await create({ mrn: taken.toLowerCase() });
    expect(status).toBe(400);
    expect(fieldOf(body)).toMatchObject({ field: 'body.patient.mrn', rule: 'unique', message: 'MRN already exists' });
    const otherHospital = store().data.patients.find((p) => p.division_id === 5)!.mrn;
    expect((await create({ mrn: otherHospital })).status).toBe(201);
    expect(fieldOf((await update(2, { mrn: taken })).body)).toMatchObject({ field: 'body.patient.mrn', message: 'MRN already exists' });
    expect((await update(2, { mrn: store().data.patients[1]!.mrn })).status).toBe(200);
  });

  it('refuses a date of birth in the future', async () => {
    const { status, body } = await create({ dob: `${new Date().getUTCFullYear() + 1}-01-01` });
    expect(status).toBe(400);
    expect(fieldOf(body)).toMatchObject({ field: 'body.patient.dob', rule: 'past' });
  });

  it('takes a room of the patient\'s division only, and none for a discharged patient', async () => {
    const pediatricRoom = store().data.rooms.find((r) => r.division_id === 3)!;
    expect(fieldOf((await create({ room_id: pediatricRoom.id })).body)).toMatchObject({ field: 'body.patient.room_id', rule: 'division' });
    expect(fieldOf((await create({ room_id: 3, status: 'discharged' })).body)).toMatchObject({ field: 'body.patient.room_id', rule: 'discharged' });
  });

  it('takes only an enabled Virtual Patient Status of the hospital', async () => {
    const retired = store().data.dynamicFields.find((f) => !f.is_enabled && f.hospital_id === 1)!;
    const otherHospital = store().data.dynamicFields.find((f) => f.hospital_id === 2)!;
    for (const id of [retired.id, otherHospital.id]) {
      expect(fieldOf((await create({ patient_status_id: id })).body)).toMatchObject({ field: 'body.patient.patient_status_id', rule: 'enabled' });
    }
  });

  it('refuses an unknown custom field and a value outside a select\'s options', async () => {
    expect(fieldOf((await create({ custom_fields: { shoe_size: '9' } })).body)).toMatchObject({ field: 'body.patient.custom_fields.shoe_size' });
    expect(fieldOf((await create({ custom_fields: { preferred_language: 'Klingon' } })).body)).toMatchObject({ field: 'body.patient.custom_fields.preferred_language' });
  });

  it('needs Edit Patient: the Virtual Observer may not', async () => {
    expect((await call('POST', '/patients?division_id=1', { patient: { display_name: 'X', mrn: 'X1', status: 'active' } }, OBSERVER)).status).toBe(403);
  });
});

describe('updating a patient', () => {
  it('changes the Virtual Patient Status (quick edit) with a readable revision', async () => {
    const { status, body } = await update(1, { patient_status_id: 4 });
    expect(status).toBe(200);
    expect(body.patient_status).toEqual({ id: 4, label: 'Comfort Care' });
    const revisions = await call('GET', '/patients/1/revisions');
    expect((revisions.body as unknown as Json[])[0]).toMatchObject({ action: 'update', audited_changes: { patient_status: ['Observation', 'Comfort Care'] } });
    expect((await update(1, { patient_status_id: null })).body.patient_status).toBeNull();
  });

  it('refuses to discharge a monitored patient, and discharging frees the room', async () => {
    const refused = await update(2, { status: 'discharged' });
    expect(fieldOf(refused.body)).toMatchObject({ field: 'body.patient.status', rule: 'monitored' });
    expect((await call('POST', '/patient_monitors/1/stop')).status).toBe(200);
    const { body } = await update(2, { status: 'discharged' });
    expect(body).toMatchObject({ status: 'discharged', room: null, monitor_status: null });
    expect(body.discharged_at).not.toBeNull();
    const readmitted = (await update(2, { status: 'active', room_id: 2 })).body;
    expect(readmitted).toMatchObject({ status: 'active', room: { id: 2 }, discharged_at: null });
  });
});

describe('GET /dynamic_fields', () => {
  it('answers the hospital\'s Virtual Patient Statuses by sort order, the retired one too', async () => {
    const { body } = await call('GET', '/dynamic_fields?table_name=patients&field_name=status');
    const values = body as unknown as { label: string; is_enabled: boolean; sort_order: number }[];
    expect(values.map((v) => v.label)).toEqual(['Observation', 'Fall Risk Review', 'Comfort Care', 'Awaiting Discharge', 'Isolation Precautions', 'Telemetry Hold']);
    expect(values.filter((v) => !v.is_enabled).map((v) => v.label)).toEqual(['Telemetry Hold']);
  });
});

describe('GET /patients/{id}/timeline', () => {
  it('tells admission, monitoring with reasons, visits and record changes, newest first, without identifiers', async () => {
    const patient = store().data.patients[1]!;
    await update(patient.id, { room_id: 4, dob: '1960-01-01' });
    await call('POST', '/patient_monitors/1/pause', { reason: 'Patient care' });
    await call('POST', '/audit_logs', { audit_log: { category: 'video_started', video_type: 'meeting', patient_id: patient.id, video_device_id: 2 } });
    const { status, body } = await call('GET', `/patients/${patient.id}/timeline`);
    expect(status).toBe(200);
    const entries = body as unknown as { id: string; kind: string; at: string; text: string; username: string | null }[];
    expect(entries.slice(0, 3).map((e) => [e.kind, e.text, e.username])).toEqual([
      ['video_visit', 'Video visit started', 'Nora Lindqvist'],
      ['monitor_paused', 'Monitoring paused: Patient care', 'Nora Lindqvist'],
      ['record_changed', 'Record changed: Date of Birth, Room', 'Nora Lindqvist'],
    ]);
    expect(entries.map((e) => e.kind)).toEqual(expect.arrayContaining(['admitted', 'monitor_created', 'monitor_started']));
    expect(entries.at(-1)?.kind).toBe('admitted');
    expect([...entries.map((e) => e.at)].sort().reverse()).toEqual(entries.map((e) => e.at));
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    const text = JSON.stringify(entries);
    for (const identifier of [patient.display_name, patient.mrn, '1960-01-01', ...patient.display_name.split(' ')]) expect(text).not.toContain(identifier);
  });
});
