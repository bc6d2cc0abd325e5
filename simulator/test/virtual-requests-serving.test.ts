// Virtual requests nobody can serve (live video §4, Room notification; requests QA): a patient
// discharged by any path (the patient form, bulk discharge, ADT A03 over MLLP) or left without the
// room the request named (an A11 cancel of the A01 that created them) has their open requests
// denied, with the reason in the revision, and the users they reached are told to read them again
// so their snackbars close; an accept of such a request is refused. An accept whose visit could not
// connect, the room's camera being offline, is refused and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile } from './app-per-file.ts';
import { bearer, SYSADMIN } from './helpers.ts';

const VERA = 'virtual.nurse@mercy-general.test';
const CARLA = 'central@mercy-general.test';

const { app, published, listen, call } = appPerFile();
beforeAll(async () => { await app().services.mllp.start(0, '127.0.0.1'); });

const store = () => app().services.store;
const user = (email: string) => store().userByEmail(email)!;
const running = (patientId: number) => store().data.monitors.some((m) => m.patient_id === patientId && m.status !== 'stopped');
/** An admitted patient of North Tower in a room, monitored or not. */
const patientInRoom = (monitored: boolean) => store().data.patients.find((p) => p.division_id === 1 && p.status === 'active' && p.room_id !== null && running(p.id) === monitored)!;

async function raise(patientId: number, kind = 'virtual_nursing') {
  const response = await app().app.inject({ method: 'POST', url: '/sim/virtual_requests', payload: { patient_id: patientId, kind } });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: number }>();
  return store().data.virtualRequests.find((r) => r.id === id)!;
}

async function adt(event: string, mrn: string, location = '') {
  const message = [
    `MSH|^~\\&|EPIC|MERCY|BEDSIDE|mercy-general|20260101120000||ADT^${event}|T${event}${mrn}|P|2.5.1`,
    `EVN|${event}|20260101120000`, `PID|1||${mrn}^^^MERCY^MR||Testpatient^Avery||19840309`, `PV1|1|I|${location}`,
  ].join('\n');
  const { status, body } = await call('POST', '/adt_test_feed/send', SYSADMIN, { message });
  expect(status).toBe(200);
  expect(body, String(body.ack_text)).toMatchObject({ ack_code: 'AA' });
}

const revisions = async (id: number) => (await app().app.inject({ url: `/api/v1/virtual_requests/${id}/revisions`, headers: await bearer(app(), SYSADMIN) }))
  .json<{ audited_changes: Record<string, unknown>; username: string }[]>();

/** Denied for `reason`, in a revision, and each user it reached told to read it again. */
async function expectEnded(request: { id: number; notified_user_ids: number[] }, reason: string) {
  expect(request.notified_user_ids.length).toBeGreaterThan(0);
  expect((await call('GET', `/virtual_requests/${request.id}`, SYSADMIN)).body).toMatchObject({ status: 'denied' });
  expect((await revisions(request.id))[0]?.audited_changes).toEqual({ status: ['open', 'denied'], reason: [null, reason] });
  const told = published.filter((p) => p.event === 'room-notification').map((p) => p.channel);
  expect(told.sort()).toEqual(request.notified_user_ids.map((id) => `private-encrypted-user-${id}`).sort());
  expect(published.filter((p) => p.event === 'room-notification').every((p) => (p.data as { virtual_request_id: number }).virtual_request_id === request.id)).toBe(true);
}

describe('a discharge ends the patient’s open requests', () => {
  it('through the patient form: denied, said why, and an accept is refused naming the discharge', async () => {
    const patient = patientInRoom(false);
    const request = await raise(patient.id);
    listen();
    expect((await call('PUT', `/patients/${patient.id}`, SYSADMIN, { patient: { status: 'discharged' } })).status).toBe(200);
    await expectEnded(request, 'The patient was discharged');
    const accept = await call('POST', `/virtual_requests/${request.id}/accept`, VERA);
    expect(accept.status).toBe(409);
    expect(accept.body).toMatchObject({ code: 'patient_discharged', error: `Virtual request ${request.id} can no longer be accepted. The patient was discharged` });
  });

  it('through a bulk discharge', async () => {
    const patient = patientInRoom(false);
    const request = await raise(patient.id);
    listen();
    const started = await call('POST', '/background_jobs/bulk_discharges', SYSADMIN, { bulk_discharge: { patient_ids: [patient.id] } });
    expect(started.status).toBe(201);
    await expect.poll(() => patient.status).toBe('discharged');
    await expectEnded(request, 'The patient was discharged');
  });

  it('through an ADT A03 over MLLP, in the interface account’s name; a request already accepted stays so', async () => {
    const patient = patientInRoom(true);
    const taken = await raise(patient.id, 'eicu');
    expect((await call('POST', `/virtual_requests/${taken.id}/accept`, VERA)).status).toBe(200);
    const request = await raise(patient.id);
    listen();
    await adt('A03', patient.mrn);
    expect(patient.status).toBe('discharged');
    await expectEnded(request, 'The patient was discharged');
    expect((await revisions(request.id))[0]?.username).toBe(store().data.revisions.findLast((r) => r.resource === 'patients')?.username);
    expect(taken.status).toBe('accepted');
  });

  it('an open request of a discharged patient that slipped through is refused, and stays as it was', async () => {
    const patient = patientInRoom(false);
    const request = await raise(patient.id);
    Object.assign(patient, { status: 'discharged', room_id: null });
    listen();
    const accept = await call('POST', `/virtual_requests/${request.id}/accept`, VERA);
    expect(accept.status).toBe(409);
    expect(accept.body).toMatchObject({ code: 'patient_discharged' });
    expect(request).toMatchObject({ status: 'open', assignee_user_id: null });
    expect(published).toEqual([]);
  });
});

describe('losing the room ends the requests that named it', () => {
  it('an A11 cancel of the A01 that created the patient: they stay registered without a room', async () => {
    const room = store().data.rooms.find((r) => r.division_id === 1 && !store().data.patients.some((p) => p.room_id === r.id))!;
    const unit = store().data.units.find((u) => u.id === room.unit_id)!;
    await adt('A01', 'SERVE-1', `${unit.name}^${room.name}`);
    const patient = store().data.patients.find((p) => p.mrn === 'SERVE-1')!;
    const request = await raise(patient.id);
    expect(request.room_name).toBe(room.name);
    listen();
    await adt('A11', 'SERVE-1');
    expect(patient).toMatchObject({ status: 'active', room_id: null });
    await expectEnded(request, `The patient no longer has a room (the request named ${room.name})`);
    expect((await call('POST', `/virtual_requests/${request.id}/accept`, VERA)).body).toMatchObject({ code: 'patient_without_room' });
  });

  it('a transfer (A02) keeps the request open, naming the room the patient moved to', async () => {
    const free = () => store().data.rooms.find((r) => r.division_id === 1 && !store().data.patients.some((p) => p.room_id === r.id && p.status === 'active'))!;
    const where = (room: { name: string; unit_id: number }) => `${store().data.units.find((u) => u.id === room.unit_id)!.name}^${room.name}`;
    const first = free();
    await adt('A01', 'SERVE-2', where(first));
    const patient = store().data.patients.find((p) => p.mrn === 'SERVE-2')!;
    const request = await raise(patient.id);
    const second = free();
    await adt('A02', 'SERVE-2', where(second));
    expect((await call('GET', `/virtual_requests/${request.id}`, SYSADMIN)).body).toMatchObject({ status: 'open', room: { name: second.name } });
    expect((await revisions(request.id))[0]?.audited_changes).toEqual({ room: [first.name, second.name] });
  });

  it('a request raised while the patient had no room is not ended by their other edits', async () => {
    const patient = store().data.patients.find((p) => p.status === 'active' && p.room_id === null && p.division_id === 1)!;
    const request = await raise(patient.id);
    expect((await call('PUT', `/patients/${patient.id}`, SYSADMIN, { patient: { display_name: 'Renamed Patient' } })).status).toBe(200);
    expect(request.status).toBe('open');
  });
});

describe('accepting when the room’s camera is offline', () => {
  it('is refused with 409 naming the camera; the request stays open for everyone, and is taken once the camera is back', async () => {
    user(CARLA).virtual_request_types = ['eicu'];
    const patient = patientInRoom(true);
    const device = store().devicesById.get(store().data.monitors.find((m) => m.patient_id === patient.id && m.status !== 'stopped')!.video_device_id!)!;
    device.status = 'offline';
    const request = await raise(patient.id, 'eicu');
    listen();
    const refused = await call('POST', `/virtual_requests/${request.id}/accept`, VERA);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'device_offline' });
    expect(refused.body.error).toBe(`The camera in ${device.room!.name} (${device.name}) is offline: a video visit cannot connect. The request stays open`);
    expect(request).toMatchObject({ status: 'open', assignee_user_id: null });
    expect(published).toEqual([]);
    expect(await revisions(request.id)).toHaveLength(1);
    device.status = 'online';
    const taken = await call('POST', `/virtual_requests/${request.id}/accept`, CARLA);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ status: 'accepted', assignee: { name: user(CARLA).name } });
  });
});
