// HL7 v2 ADT over MLLP, end to end: each event sent by @medplum/hl7's client to the listener, the
// ACK read, then the patient, room and monitor read back through the provider API as a person's
// screens read them. Refused messages (AE, AR) must leave the store exactly as it was.
import { Hl7Message } from '@medplum/core';
import { Hl7Client } from '@medplum/hl7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import type { Patient, PatientMonitor } from '../src/store/types.ts';
import { bearer, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
let client: Hl7Client;
let admin: { authorization: string };

beforeAll(async () => {
  built = await testApp();
  const port = await built.services.mllp.start(0, '127.0.0.1');
  client = new Hl7Client({ host: '127.0.0.1', port });
  admin = await bearer(built, SYSADMIN);
});

afterAll(async () => {
  await client.close();
  await built.app.close();
});

interface Sent { mrn: string; name?: string; dob?: string; location?: string; facility?: string; type?: string }

let control = 0;
function adt(event: string, { mrn, name = 'Testpatient^Avery', dob = '19840309', location = '', facility = 'mercy-general', type = `ADT^${event}` }: Sent): string {
  control += 1;
  return [
    `MSH|^~\\&|EPIC|MERCY|BEDSIDE|${facility}|20260101120000||${type}|CTRL${control}|P|2.5.1`,
    `EVN|${event}|20260101120000`,
    `PID|1||${mrn}^^^MERCY^MR~123456789^^^SSA^SS||${name}||${dob}`,
    `PV1|1|I|${location}`,
  ].join('\r');
}

async function send(text: string): Promise<{ code: string; text: string; control: string; err: string }> {
  const ack = await client.sendAndWait(Hl7Message.parse(text), { timeoutMs: 5_000 });
  const msa = ack.getSegment('MSA');
  return { code: msa?.getField(1)?.toString() ?? '', text: msa?.getField(3)?.toString() ?? '', control: msa?.getField(2)?.toString() ?? '', err: ack.getSegment('ERR')?.toString() ?? '' };
}

async function api<T>(url: string): Promise<T> {
  const response = await built.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

interface PatientRow { id: number; display_name: string; dob: string | null; status: string; room: { name: string } | null }
interface MonitorRow { id: number; status: string; video_device: { name: string } | null; room: { name: string } | null }

const patientByMrn = async (mrn: string) => (await api<{ results: PatientRow[] }>(`/patients?division_id=*&filters[mrn]=${mrn}&filters[status][]=active&filters[status][]=discharged`)).results[0];
const patient = (id: number) => api<PatientRow>(`/patients/${id}`);
const monitor = (id: number) => api<MonitorRow>(`/patient_monitors/${id}`);
const store = () => built.services.store;
/** Everything a message could change, to show a refused one changed nothing. */
const snapshot = () => JSON.stringify([store().data.patients, store().data.monitors, store().data.revisions.length]);

/** A seeded North Tower patient whose running monitor watches their room's camera, and a free room with a free camera. */
function monitoredPatient(): { patient: Patient; monitor: PatientMonitor; target: string; targetCamera: string } {
  const { data, devicesById } = store();
  const running = data.monitors.filter((m) => m.status !== 'stopped');
  const monitorOf = (p: Patient) => running.find((m) => m.patient_id === p.id && devicesById.get(m.video_device_id ?? 0)?.room?.id === p.room_id);
  const chosen = data.patients.find((p) => p.division_id === 1 && p.status === 'active' && p.room_id !== null && monitorOf(p));
  const busy = new Set(running.map((m) => m.video_device_id));
  const occupied = new Set(data.patients.filter((p) => p.status === 'active').map((p) => p.room_id));
  const camera = data.devices.find((d) => d.kind === 'fixed' && d.division.id === 1 && d.service_status === 'in_service' && d.room && !busy.has(d.id) && !occupied.has(d.room.id));
  if (!chosen || !camera?.room) throw new Error('seed: no monitored patient or free camera in North Tower');
  return { patient: chosen, monitor: monitorOf(chosen)!, target: camera.room.name, targetCamera: camera.name };
}

const unitOf = (roomName: string) => {
  const room = store().data.rooms.find((r) => r.name === roomName)!;
  return store().data.units.find((u) => u.id === room.unit_id)!.name;
};
const location = (roomName: string) => `${unitOf(roomName)}^${roomName}^1^^^^North Tower`;

describe('ADT over MLLP', () => {
  it('A04 registers a new patient, A01 admits them to the room of PV1-3, A11 cancels the admission', async () => {
    const registered = await send(adt('A04', { mrn: 'ADTNEWONE', name: 'Testpatient^Avery^Quinn' }));
    expect(registered).toMatchObject({ code: 'AA', control: `CTRL${control}` });
    const row = await patientByMrn('ADTNEWONE');
    expect(row).toMatchObject({ display_name: 'Avery Quinn Testpatient', dob: '1984-03-09', status: 'active', room: null });

    const room = 'N-305';
    expect((await send(adt('A01', { mrn: 'ADTNEWONE', location: location(room) }))).code).toBe('AA');
    expect((await patient(row!.id)).room?.name).toBe(room);

    expect((await send(adt('A11', { mrn: 'ADTNEWONE' }))).code).toBe('AA');
    expect(await patient(row!.id)).toMatchObject({ status: 'active', room: null });
  });

  it('A11 of the admission that created a patient keeps them, registered without a room, once other records name them', async () => {
    const occupied = new Set(store().data.patients.filter((p) => p.status === 'active').map((p) => p.room_id));
    const room = store().data.rooms.find((r) => r.division_id === 1 && !occupied.has(r.id))!.name;
    expect((await send(adt('A01', { mrn: 'ADTCANCELKEPT', name: 'Keptpatient^Rowan', location: location(room) }))).code).toBe('AA');
    const created = await patientByMrn('ADTCANCELKEPT');
    const post = (url: string, payload: object) => built.app.inject({ method: 'POST', url: `/api/v1${url}?division_id=1`, headers: admin, payload });
    expect((await post('/care_assignments', { care_assignment: { patient_id: created!.id, staff_kind: 'virtual_nursing', user_id: 5 } })).statusCode).toBe(201);
    expect((await post('/family_members', { family_member: { name: 'Kin Kept', relationship: 'other', patient_id: created!.id, email: 'kin.kept@example.com' } })).statusCode).toBe(201);

    const cancelled = await send(adt('A11', { mrn: 'ADTCANCELKEPT' }));
    expect(cancelled.code).toBe('AA');
    expect(await patient(created!.id)).toMatchObject({ status: 'active', room: null });
    // The lists that read the patient still answer, for this division and the others.
    for (const division of [1, 2]) {
      await api(`/care_assignments?division_id=${division}`);
      await api(`/family_members?division_id=${division}`);
    }
    const logged = await api<{ results: { effect: string }[] }>('/adt_messages?per_page=100');
    expect(logged.results.map((m) => m.effect)).toContain('Admission cancelled: the patient stays registered without a room (care assignments and family members name them)');
  });

  it('A02 moves the patient and their monitor to the new room\'s camera; A12 moves both back', async () => {
    const { patient: seeded, monitor: watching, target, targetCamera } = monitoredPatient();
    const from = store().roomsById.get(seeded.room_id!)!.name;
    const fromCamera = (await monitor(watching.id)).video_device?.name;

    const moved = await send(adt('A02', { mrn: seeded.mrn, location: location(target) }));
    expect(moved.code).toBe('AA');
    expect((await patient(seeded.id)).room?.name).toBe(target);
    expect(await monitor(watching.id)).toMatchObject({ video_device: { name: targetCamera }, room: { name: target } });

    expect((await send(adt('A12', { mrn: seeded.mrn }))).code).toBe('AA');
    expect((await patient(seeded.id)).room?.name).toBe(from);
    expect((await monitor(watching.id)).video_device?.name).toBe(fromCamera);
  });

  it('A03 discharges and stops monitoring; A13 readmits to the same room and starts the monitor again', async () => {
    const { patient: seeded, monitor: watching } = monitoredPatient();
    const room = store().roomsById.get(seeded.room_id!)!.name;
    await built.app.inject({ method: 'POST', url: `/api/v1/patient_monitors/${watching.id}/${watching.status === 'paused' ? 'resume' : 'start'}`, headers: admin });

    expect((await send(adt('A03', { mrn: seeded.mrn }))).code).toBe('AA');
    expect(await patient(seeded.id)).toMatchObject({ status: 'discharged', room: null });
    expect((await monitor(watching.id)).status).toBe('stopped');

    expect((await send(adt('A13', { mrn: seeded.mrn }))).code).toBe('AA');
    expect(await patient(seeded.id)).toMatchObject({ status: 'active', room: { name: room } });
    expect((await monitor(watching.id)).status).toBe('active');
  });

  it('A08 updates name and date of birth, recorded as the ADT Interface in the patient\'s history', async () => {
    const seeded = store().data.patients.find((p) => p.status === 'active' && p.division_id === 2)!;
    const formerName = seeded.display_name;
    expect((await send(adt('A08', { mrn: seeded.mrn, name: 'Renamed^Robin', dob: '19700102' }))).code).toBe('AA');
    expect(await patient(seeded.id)).toMatchObject({ display_name: 'Robin Renamed', dob: '1970-01-02' });
    const revisions = await api<{ username: string; audited_changes: Record<string, unknown> }[]>(`/patients/${seeded.id}/revisions`);
    expect(revisions[0]).toMatchObject({ username: 'ADT Interface', audited_changes: { display_name: [formerName, 'Robin Renamed'] } });
  });

  it('reads HL7 escapes in a name, and takes an explicit null ("") for no name, not for the name', async () => {
    const seeded = store().data.patients.find((p) => p.status === 'active' && p.division_id === 2)!;
    expect((await send(adt('A08', { mrn: seeded.mrn, name: 'O\\T\\Brien^Sean', dob: '19700102' }))).code).toBe('AA');
    expect((await patient(seeded.id)).display_name).toBe('Sean O&Brien');
    expect((await send(adt('A08', { mrn: seeded.mrn, name: '""', dob: '19700102' }))).code).toBe('AA');
    expect((await patient(seeded.id)).display_name).toBe('Sean O&Brien');
  });

  it('answers AE or AR with the reason, and changes nothing, for what it cannot apply', async () => {
    const seeded = store().data.patients.find((p) => p.status === 'active' && p.room_id !== null && p.division_id === 1)!;
    const before = snapshot();
    const cases: [string, string, RegExp][] = [
      [adt('A08', { mrn: 'NOSUCHMRN' }), 'AE', /No patient with this MRN/],
      [adt('A02', { mrn: seeded.mrn, location: 'ICU 9^Z-999^1' }), 'AE', /Unknown room Z-999/],
      [adt('A11', { mrn: seeded.mrn }), 'AE', /Nothing to cancel/],
      [adt('A01', { mrn: seeded.mrn, location: location('N-305') }), 'AE', /already admitted/],
      // A date of birth is never echoed into the ACK text that ADT Messages keeps and shows.
      [adt('A08', { mrn: seeded.mrn, dob: '1975-01-12' }), 'AE', /^PID-7 \(date of birth\) is not a date \(YYYYMMDD\)$/],
      [adt('A08', { mrn: seeded.mrn, dob: '19991399' }), 'AE', /PID-7 .*is not a date/],
      [adt('A05', { mrn: seeded.mrn }), 'AR', /Unsupported event A05/],
      [adt('R01', { mrn: seeded.mrn, type: 'ORU^R01' }), 'AR', /Unsupported message type ORU/],
      [adt('A08', { mrn: seeded.mrn, facility: 'Nowhere General' }), 'AR', /Unknown receiving facility/],
      [`MSH|^~\\&|EPIC|MERCY|BEDSIDE|mercy-general|20260101120000||ADT^A03|CTRLNOPID|P|2.5.1\rEVN|A03`, 'AE', /Segment PID is missing/],
    ];
    for (const [text, code, reason] of cases) {
      const ack = await send(text);
      expect(ack.code, text).toBe(code);
      expect(ack.text).toMatch(reason);
      expect(ack.err).toMatch(/^ERR\|/);
    }
    expect(snapshot()).toBe(before);
  });

  it('lists every message with its ACK and effect in ADT Messages, and shows no other organisation\'s', async () => {
    const page = await api<{ results: { ack_code: string; effect: string; message_type: string }[] }>('/adt_messages?per_page=100');
    expect(page.results.some((m) => m.message_type === 'ADT^A02' && m.ack_code === 'AA' && /Moved from .* to .*monitor \d+ moved to/.test(m.effect))).toBe(true);
    expect(page.results.some((m) => m.ack_code === 'AE' && m.effect === 'Nothing changed')).toBe(true);
    const other = await bearer(built, 'nurse@st-elsewhere.test');
    const theirs = await built.app.inject({ method: 'GET', url: '/api/v1/adt_messages', headers: other });
    expect(theirs.statusCode).toBe(403);
  });

  it('Test ADT Feed fills a template and sends it over the same MLLP listener', async () => {
    const template = await api<{ message: string }>('/adt_test_feed/template?event=A03&division_id=1');
    expect(template.message).toMatch(/^MSH\|.*\|ADT\^A03\^ADT_A03\|/);
    const sent = await built.app.inject({ method: 'POST', url: '/api/v1/adt_test_feed/send', headers: admin, payload: { message: template.message.replace(/\r/g, '\n') } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ ack_code: 'AA', ack_text: 'Message accepted' });
    const garbage = await built.app.inject({ method: 'POST', url: '/api/v1/adt_test_feed/send', headers: admin, payload: { message: 'hello' } });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().details[0]).toMatchObject({ field: 'body.message' });
  });

  it("Test ADT Feed speaks for the caller's health system only: another's in MSH-6 reads as an unknown facility and changes nothing", async () => {
    const other = built.services.store.data.patients.find((p) => built.services.store.hospital(built.services.store.divisionsById.get(p.division_id)!.hospital_id).organization_id !== 'mercy-general')!;
    const before = structuredClone(other);
    const message = `MSH|^~\\&|EPIC|ELSEWHERE|BEDSIDE|st-elsewhere|20261202080000||ADT^A08^ADT_A01|QA-1|P|2.5\rEVN|A08|20261202080000\rPID|1||${other.mrn}^^^MRN||Hacked^Name||19000101|U`;
    const sent = await built.app.inject({ method: 'POST', url: '/api/v1/adt_test_feed/send', headers: admin, payload: { message } });
    expect(sent.statusCode, sent.body).toBe(400);
    expect(sent.json().error).toBe('Unknown receiving facility (MSH-6) st-elsewhere: name the health system by its organisation id or name');
    expect(other).toEqual(before);
  });
});
