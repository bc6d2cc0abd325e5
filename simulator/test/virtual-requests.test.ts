// Virtual requests and their room notifications (issue 13 item 1; live video §4, shell §6): who a
// request reaches, receive of a denied one, accept once only, dismiss by everyone it reached, the
// revisions receive and dismiss leave, division isolation, kind and permission refusals, and
// Aimee's create_for_aimee.
import { describe, expect, it } from 'vitest';
import { appPerFile } from './app-per-file.ts';
import { bearer, NURSE, SYSADMIN, withRules } from './helpers.ts';

const VERA = 'virtual.nurse@mercy-general.test';
const CARLA = 'central@mercy-general.test';
const DANA = 'peds.nurse@mercy-general.test';

const { app, published, listen, call } = appPerFile();

const store = () => app().services.store;
const user = (email: string) => store().userByEmail(email)!;
const patientOf = (division: number) => store().data.patients.find((p) => p.division_id === division && p.status === 'active')!;

async function raise(body: Record<string, unknown>) {
  listen();
  const response = await app().app.inject({ method: 'POST', url: '/sim/virtual_requests', payload: body });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; status: string; notified: string[] }>();
}

describe('who a request reaches', () => {
  it('the users of its division holding its kind, each on their own channel, and nobody else', async () => {
    const raised = await raise({ patient_id: patientOf(1).id, kind: 'eicu' });
    // Vera holds eICU; Carla (security, scribe), Nora (none) and the observer do not.
    expect(raised.notified).toEqual([VERA]);
    expect(published).toEqual([{ channel: `private-encrypted-user-${user(VERA).id}`, event: 'room-notification', data: { virtual_request_id: raised.id } }]);
  });

  it('a holder of the kind outside the request’s division is not told; a holder inside is', async () => {
    user(DANA).virtual_request_types = ['eicu'];
    user(CARLA).virtual_request_types = ['eicu'];
    expect((await raise({ patient_id: patientOf(1).id, kind: 'eicu' })).notified.sort()).toEqual([CARLA, VERA].sort());
    expect((await raise({ patient_id: patientOf(3).id, kind: 'eicu' })).notified.sort()).toEqual([CARLA, DANA, VERA].sort());
  });

  it('a blocked user, or one whose role may not open a video visit, is not told', async () => {
    user(CARLA).virtual_request_types = ['eicu'];
    user(CARLA).blocked = true;
    expect((await raise({ patient_id: patientOf(1).id, kind: 'eicu' })).notified).toEqual([VERA]);
    user(CARLA).blocked = false;
    await withRules(app(), ['View Patient'], async () => {
      user(NURSE).virtual_request_types = ['eicu'];
      expect((await raise({ patient_id: patientOf(1).id, kind: 'eicu' })).notified.sort()).toEqual([CARLA, VERA].sort());
    });
  });
});

describe('receive, accept and dismiss', () => {
  it('receive of a denied request answers it denied, so the app shows nothing', async () => {
    const raised = await raise({ patient_id: patientOf(1).id, kind: 'eicu', status: 'denied' });
    expect(raised.notified).toEqual([VERA]);
    const { status, body } = await call('POST', `/virtual_requests/${raised.id}/receive`, VERA);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: raised.id, status: 'denied' });
  });

  it('the first accept takes it and tells its division\'s channel; the second is refused with 409 naming who took it', async () => {
    user(CARLA).virtual_request_types = ['eicu'];
    const raised = await raise({ patient_id: patientOf(1).id, kind: 'eicu' });
    listen();
    const first = await call('POST', `/virtual_requests/${raised.id}/accept`, VERA);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'accepted', assignee: { name: 'Vera Anne Castellano' }, type_details: { notification_sound: 'eicu_request', sound_repeat_count: 3 } });
    expect(published).toEqual([{
      channel: 'private-encrypted-hospital-1-division-1', event: 'room-notification-accepted',
      data: { virtual_request_id: raised.id, accepted_by: 'Vera Anne Castellano', accepted_by_user_id: user(VERA).id, patient_id: patientOf(1).id },
    }]);
    const second = await call('POST', `/virtual_requests/${raised.id}/accept`, CARLA);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'already_accepted' });
    expect(second.body.error).toContain('Vera Anne Castellano');
    // Dismissing what was taken is refused too; the revision says who took it.
    expect((await call('POST', `/virtual_requests/${raised.id}/dismiss`, CARLA)).status).toBe(409);
    const revisions = await app().app.inject({ url: `/api/v1/virtual_requests/${raised.id}/revisions`, headers: await bearer(app(), VERA) });
    expect(revisions.json<{ audited_changes: Record<string, unknown> }[]>()[0]?.audited_changes).toMatchObject({ status: ['open', 'accepted'], assignee: [null, 'Vera Anne Castellano'] });
  });

  it('a request stays open until everyone it reached has dismissed it', async () => {
    user(CARLA).virtual_request_types = ['eicu'];
    const raised = await raise({ patient_id: patientOf(1).id, kind: 'eicu' });
    expect((await call('POST', `/virtual_requests/${raised.id}/dismiss`, VERA)).body).toMatchObject({ status: 'open' });
    expect((await call('POST', `/virtual_requests/${raised.id}/dismiss`, CARLA)).body).toMatchObject({ status: 'dismissed' });
    expect((await call('POST', `/virtual_requests/${raised.id}/accept`, VERA)).body).toMatchObject({ code: 'dismissed' });
  });

  it('each receive and each dismiss is a revision naming who received or dismissed it, once per user', async () => {
    user(CARLA).virtual_request_types = ['eicu'];
    const [vera, carla] = [user(VERA).name, user(CARLA).name];
    const raised = await raise({ patient_id: patientOf(1).id, kind: 'eicu' });
    for (const [path, email] of [['receive', VERA], ['receive', CARLA], ['receive', VERA], ['dismiss', VERA], ['dismiss', CARLA], ['dismiss', CARLA]] as const) {
      expect((await call('POST', `/virtual_requests/${raised.id}/${path}`, email)).status).toBe(200);
    }
    const { status, body } = await call('GET', `/virtual_requests/${raised.id}/revisions`, NURSE);
    expect(status).toBe(200);
    const revisions = body as unknown as { action: string; username: string; audited_changes: Record<string, unknown>; created_at: string }[];
    // Newest first; Vera's second receive and Carla's second dismiss changed nothing and are not there.
    expect(revisions.map(({ action, username, audited_changes }) => ({ action, username, audited_changes }))).toEqual([
      { action: 'update', username: carla, audited_changes: { dismissed_by: [vera, `${vera}, ${carla}`], status: ['open', 'dismissed'] } },
      { action: 'update', username: vera, audited_changes: { dismissed_by: [null, vera] } },
      { action: 'update', username: carla, audited_changes: { received_by: [vera, `${vera}, ${carla}`] } },
      { action: 'update', username: vera, audited_changes: { received_by: [null, vera] } },
      expect.objectContaining({ action: 'create' }),
    ]);
    for (const r of revisions) expect(Date.parse(r.created_at)).not.toBeNaN();
    // The request's updated_at moved with each of them (a receive too): none is newer than it.
    const { body: row } = await call('GET', `/virtual_requests/${raised.id}`, NURSE);
    expect(Date.parse((row as unknown as { updated_at: string }).updated_at)).toBeGreaterThanOrEqual(Date.parse(revisions[0]!.created_at));
  });

  it('a receive moves the request\'s updated_at, as its revision says it changed', async () => {
    const raised = await raise({ patient_id: patientOf(1).id, kind: 'eicu' });
    const before = Date.parse(((await call('GET', `/virtual_requests/${raised.id}`, NURSE)).body as unknown as { updated_at: string }).updated_at);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const received = (await call('POST', `/virtual_requests/${raised.id}/receive`, VERA)).body as unknown as { updated_at: string };
    expect(Date.parse(received.updated_at)).toBeGreaterThan(before);
  });

  it('another division’s request answers 404 as a missing one, for reading and for receiving', async () => {
    // Nora works North and South Tower (divisions 1 and 2); the request is of division 3.
    user(NURSE).virtual_request_types = ['eicu'];
    const raised = await raise({ patient_id: patientOf(3).id, kind: 'eicu' });
    for (const [method, path] of [['GET', ''], ['POST', '/receive'], ['POST', '/accept']] as const) {
      const { status, body } = await call(method, `/virtual_requests/${raised.id}${path}`, NURSE);
      expect(status).toBe(404);
      expect(body.error).toBe(`Virtual request ${raised.id} not found`);
    }
  });

  it('a request of a kind the caller does not hold answers 404 to receive and accept; a role without AccessLiveVideo gets 403', async () => {
    const raised = await raise({ patient_id: patientOf(1).id, kind: 'eicu' });
    expect((await call('GET', `/virtual_requests/${raised.id}`, NURSE)).status).toBe(200);
    expect((await call('POST', `/virtual_requests/${raised.id}/receive`, NURSE)).status).toBe(404);
    expect((await call('POST', `/virtual_requests/${raised.id}/accept`, NURSE)).status).toBe(404);
    await withRules(app(), ['View Patient', 'View PatientMonitor'], async () => {
      expect((await call('POST', `/virtual_requests/${raised.id}/receive`, NURSE)).status).toBe(403);
      expect((await call('POST', `/virtual_requests/${raised.id}/accept`, NURSE)).status).toBe(403);
    });
  });
});

describe('raising one', () => {
  it('staff raise one in a division; the type’s default priority applies and its holders are told', async () => {
    listen();
    const patient = patientOf(1);
    const { status, body } = await call('POST', '/virtual_requests?division_id=1', SYSADMIN, { virtual_request: { patient_id: patient.id, virtual_request_type_id: 3 } });
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: 'Translation', kind: 'translation', priority: 'medium', status: 'open', source: 'staff', patient: { id: patient.id } });
    expect(published.map((p) => p.channel)).toEqual([`private-encrypted-user-${user(VERA).id}`]);
  });

  it('a patient of another division is refused on its field', async () => {
    const { status, body } = await call('POST', '/virtual_requests?division_id=1', NURSE, { virtual_request: { patient_id: patientOf(2).id, virtual_request_type_id: 3 } });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('body.virtual_request.patient_id');
  });

  it('Aimee raises a virtual nursing request for a monitor’s patient; a monitor of another division is 404', async () => {
    listen();
    const monitor = store().data.monitors.find((m) => m.division_id === 1 && store().data.patients.find((p) => p.id === m.patient_id)?.status === 'active')!;
    const { status, body } = await call('POST', '/virtual_requests/create_for_aimee', NURSE, { key: 'virtual_nursing', monitor_id: monitor.id });
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'virtual_nursing', source: 'aimee', patient: { id: monitor.patient_id } });
    // One notification per user who holds virtual nursing in the division (the two virtual nurses).
    const holders = store().data.users.filter((u) => !u.blocked && u.virtual_request_types.includes('virtual_nursing') && u.division_ids.includes(1));
    expect(holders.length).toBe(2);
    expect(published.map((p) => p.event)).toEqual(holders.map(() => 'room-notification'));
    const elsewhere = store().data.monitors.find((m) => m.division_id === 3)!;
    expect((await call('POST', '/virtual_requests/create_for_aimee', NURSE, { key: 'virtual_nursing', monitor_id: elsewhere.id })).status).toBe(404);
  });

  it("Aimee's monitor_id out of an id's range is a 400 naming it, as every other id", async () => {
    for (const monitorId of [0, -1, 2_147_483_648, 1e20]) {
      const { status, body } = await call('POST', '/virtual_requests/create_for_aimee', NURSE, { key: 'virtual_nursing', monitor_id: monitorId });
      expect(status, String(monitorId)).toBe(400);
      expect(body.details, String(monitorId)).toEqual([expect.objectContaining({ field: 'body.monitor_id' })]);
    }
  });

  // A blank id would be one key every blank call shared: the second such call answered the first's request.
  it("Aimee's blank call id is a 400 naming it, as a stat alarm's is", async () => {
    const monitor = store().data.monitors.find((m) => m.division_id === 1 && store().data.patients.find((p) => p.id === m.patient_id)?.status === 'active')!;
    for (const callId of [' ', '\t\n']) {
      const { status, body } = await call('POST', '/virtual_requests/create_for_aimee', SYSADMIN, { key: 'virtual_nursing', monitor_id: monitor.id, call_id: callId });
      expect(status, JSON.stringify(callId)).toBe(400);
      expect(body.details, JSON.stringify(callId)).toEqual([expect.objectContaining({ field: 'body.call_id' })]);
    }
  });

  it('an Aimee call id replayed answers its request only to a caller of its monitor and patient', async () => {
    const monitor = store().data.monitors.find((m) => m.division_id === 1 && store().data.patients.find((p) => p.id === m.patient_id)?.status === 'active')!;
    const first = await call('POST', '/virtual_requests/create_for_aimee', SYSADMIN, { key: 'virtual_nursing', monitor_id: monitor.id, call_id: 'replay-1' });
    expect(first.status).toBe(201);
    // The same call delivered again: the same request.
    const again = await call('POST', '/virtual_requests/create_for_aimee', SYSADMIN, { key: 'virtual_nursing', monitor_id: monitor.id, call_id: 'replay-1' });
    expect(again.body).toMatchObject({ id: (first.body as { id: number }).id });
    // The Pediatrics nurse (a Nurse: Use Aimee) replaying its id: a monitor not hers is a missing one, and the request, its patient and room are not told.
    const peds = await call('POST', '/virtual_requests/create_for_aimee', DANA, { key: 'security', monitor_id: 999_999, call_id: 'replay-1' });
    expect(peds.status).toBe(404);
    expect(JSON.stringify(peds.body)).not.toContain(String((first.body as { patient: { display_name: string } }).patient.display_name));
    // The id again for another patient of the caller's: refused, not answered with the first patient's request.
    const other = store().data.monitors.find((m) => m.division_id === 1 && m.patient_id !== monitor.patient_id && store().data.patients.find((p) => p.id === m.patient_id)?.status === 'active')!;
    expect((await call('POST', '/virtual_requests/create_for_aimee', SYSADMIN, { key: 'virtual_nursing', monitor_id: other.id, call_id: 'replay-1' })).status).toBe(409);
  });
});
