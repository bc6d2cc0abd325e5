// Nurse calls (issue 13 item 4): Test Nurse Call raises a call from a room as its nurse call system
// would; it becomes a virtual nursing request (source nurse_call) at the call type's priority and
// reaches only the staff eligible for it. An empty room or a patient without a running monitor is a
// 422 naming the room and stores nothing. Nurse Call lists the calls with their outcome and
// response time, for View AuditLog only.
import { describe, expect, it } from 'vitest';
import { ANSWER_WINDOW_MS } from '../src/api/nurse-calls.ts';
import { appPerFile } from './app-per-file.ts';
import { NURSE, SYSADMIN } from './helpers.ts';

const VERA = 'virtual.nurse@mercy-general.test';
const INGRID = 'virtual.nurse.colleague@mercy-general.test';
const DANA = 'peds.nurse@mercy-general.test';

const { app, published, listen, call } = appPerFile();

const store = () => app().services.store;
const user = (email: string) => store().userByEmail(email)!;
/** A room of the division whose admitted patient has a running monitor. */
const monitoredRoom = (division: number) => {
  const patient = store().data.patients.find((p) => p.division_id === division && p.status === 'active' && p.room_id !== null
    && store().data.monitors.some((m) => m.patient_id === p.id && m.status !== 'stopped'))!;
  return { room: patient.room_id!, patient };
};

async function raise(roomId: number, callType = 'patient_call', email = SYSADMIN) {
  listen();
  return call('POST', '/nurse_call_test/raise?division_id=*', email, { nurse_call: { room_id: roomId, call_type: callType } });
}

const notifiedUsers = () => published.filter((p) => p.event === 'room-notification').map((p) => p.channel).sort();
const channelOf = (email: string) => `private-encrypted-user-${user(email).id}`;

describe('raising a call', () => {
  it('stores the call and raises a virtual nursing request at the call type’s priority, sent to the virtual nurses only', async () => {
    const { room, patient } = monitoredRoom(1);
    const { status, body } = await raise(room, 'code_blue');
    expect(status).toBe(201);
    expect(body).toMatchObject({ call_type: 'code_blue', priority: 'high', outcome: 'open', room: { id: room }, patient: { id: patient.id }, accepted_by: null, response_time_sec: null, notified_count: 2 });
    const request = store().data.virtualRequests.find((r) => r.id === body.virtual_request_id)!;
    expect(request).toMatchObject({ source: 'nurse_call', priority: 'high', patient_id: patient.id, status: 'open' });
    expect(store().data.virtualRequestTypes.find((t) => t.id === request.virtual_request_type_id)?.kind).toBe('virtual_nursing');
    // Vera and Ingrid take virtual nursing; Carla (security, scribe) and Nora (none) are not told.
    expect(notifiedUsers()).toEqual([channelOf(VERA), channelOf(INGRID)].sort());
    expect((await raise(room, 'patient_call')).body).toMatchObject({ priority: 'low' });
    expect((await raise(room, 'bath_call')).body).toMatchObject({ priority: 'medium' });
  });

  it('reaches a holder of virtual nursing only in their own divisions', async () => {
    user(DANA).virtual_request_types = ['virtual_nursing'];
    await raise(monitoredRoom(1).room);
    expect(notifiedUsers()).not.toContain(channelOf(DANA));
    await raise(monitoredRoom(3).room);
    expect(notifiedUsers()).toContain(channelOf(DANA));
  });

  it('a room with no admitted patient, or a patient with no running monitor, is a 422 naming the room; nothing is stored', async () => {
    const before = { calls: store().data.nurseCalls.length, requests: store().data.virtualRequests.length };
    const occupied = new Set(store().data.patients.filter((p) => p.status === 'active').map((p) => p.room_id));
    const empty = store().data.rooms.find((r) => r.division_id === 1 && !occupied.has(r.id))!;
    const noPatient = await raise(empty.id);
    expect(noPatient.status).toBe(422);
    expect(noPatient.body.details).toEqual([{ field: 'body.nurse_call.room_id', rule: 'patient', message: `Room ${empty.name} has no admitted patient to call from` }]);

    const { room, patient } = monitoredRoom(1);
    for (const m of store().data.monitors) if (m.patient_id === patient.id) m.status = 'stopped';
    const noMonitor = await raise(room);
    expect(noMonitor.status).toBe(422);
    expect(noMonitor.body.details).toMatchObject([{ field: 'body.nurse_call.room_id', rule: 'monitor' }]);
    expect({ calls: store().data.nurseCalls.length, requests: store().data.virtualRequests.length }).toEqual(before);
    expect(published).toEqual([]);
  });

  it('a room of another organisation reads as a missing one; raising needs Manage System', async () => {
    const foreign = store().data.rooms.find((r) => r.division_id === 5)!;
    expect((await raise(foreign.id)).status).toBe(404);
    expect((await raise(monitoredRoom(1).room, 'patient_call', NURSE)).status).toBe(403);
    expect((await call('GET', '/nurse_call_test/rooms?division_id=*', NURSE)).status).toBe(403);
  });

  it('lists the rooms of the caller’s divisions with their patient and monitor', async () => {
    const { status, body } = await call('GET', '/nurse_call_test/rooms?division_id=1', SYSADMIN);
    expect(status).toBe(200);
    const rooms = body as unknown as { id: number; division: { id: number }; patient: { id: number } | null; monitor: unknown }[];
    expect(rooms.length).toBe(store().data.rooms.filter((r) => r.division_id === 1).length);
    expect(rooms.every((r) => r.division.id === 1)).toBe(true);
    const { room, patient } = monitoredRoom(1);
    expect(rooms.find((r) => r.id === room)).toMatchObject({ patient: { id: patient.id }, monitor: { status: expect.any(String) } });
  });
});

describe('the Nurse Call list', () => {
  const row = async (id: number) => (await call('GET', `/nurse_calls/${id}`, SYSADMIN)).body;

  it('shows who accepted a call and after how long', async () => {
    const raised = (await raise(monitoredRoom(1).room)).body as { id: number; virtual_request_id: number };
    // Raised a minute and a half ago.
    const earlier = new Date(Date.now() - 90_000).toISOString();
    store().data.nurseCalls.find((c) => c.id === raised.id)!.created_at = earlier;
    store().data.virtualRequests.find((r) => r.id === raised.virtual_request_id)!.created_at = earlier;
    expect((await call('POST', `/virtual_requests/${raised.virtual_request_id}/accept`, VERA)).status).toBe(200);
    const accepted = await row(raised.id);
    expect(accepted).toMatchObject({ outcome: 'accepted', accepted_by: { name: user(VERA).name } });
    expect(accepted.response_time_sec).toBeGreaterThanOrEqual(90);
    expect(accepted.response_time_sec).toBeLessThan(100);
  });

  it('reads a call unanswered once open past the answer window, or when nobody could be told', async () => {
    const raised = (await raise(monitoredRoom(1).room)).body as { id: number; virtual_request_id: number };
    expect((await row(raised.id)).outcome).toBe('open');
    store().data.virtualRequests.find((r) => r.id === raised.virtual_request_id)!.created_at = new Date(Date.now() - ANSWER_WINDOW_MS - 1000).toISOString();
    expect((await row(raised.id)).outcome).toBe('unanswered');

    for (const email of [VERA, INGRID]) user(email).virtual_request_types = [];
    const unheard = (await raise(monitoredRoom(1).room)).body;
    expect(unheard).toMatchObject({ outcome: 'unanswered', notified_count: 0 });
  });

  it('needs View AuditLog, and shows only the caller’s divisions', async () => {
    expect((await call('GET', '/nurse_calls?division_id=*', VERA)).status).toBe(403);
    expect((await call('GET', '/nurse_calls?division_id=*', NURSE)).status).toBe(403);
    const list = (await call('GET', '/nurse_calls?division_id=*&per_page=100', SYSADMIN)).body as { results: { division: { id: number } }[] };
    expect(list.results.length).toBeGreaterThan(0);
    expect(list.results.every((r) => [1, 2, 3, 4].includes(r.division.id))).toBe(true);
    const foreign = store().data.nurseCalls.find((c) => c.division_id === 5)!;
    expect((await call('GET', `/nurse_calls/${foreign.id}`, SYSADMIN)).status).toBe(404);
  });
});
