// Care assignments and transfers: the rules (one assignee per patient and staff type, an assignee
// of the staff type and division, only what you hold is transferred, to a colleague of the same
// staff type), the answers (403 without the permission, 404 for what is not yours, 422 naming the
// field) and who receives which realtime event with which payload.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, testApp, withRules } from './helpers.ts';

const MANAGER = 'manager@mercy-general.test';
const VERA = 'virtual.nurse@mercy-general.test';
const INGRID = 'virtual.nurse.colleague@mercy-general.test';
const CARLA = 'central@mercy-general.test';

let built: BuiltApp;
const sent: { channel: string; event: string; data: unknown }[] = [];
const headers: Record<string, { authorization: string }> = {};
const userId = (email: string) => built.services.store.userByEmail(email)!.id;
const channel = (email: string) => `private-encrypted-user-${userId(email)}`;

beforeAll(async () => {
  built = await testApp();
  vi.spyOn(built.services.publisher, 'publish').mockImplementation(async (channelName, event, data) => { sent.push({ channel: channelName, event, data }); });
  for (const email of [MANAGER, VERA, INGRID, CARLA, NURSE]) headers[email] = await bearer(built, email);
});
afterAll(async () => { await built.app.close(); });
beforeEach(() => { built.services.store.reset(); sent.length = 0; });

const call = (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  built.app.inject({ method, url: `/api/v1${url}`, headers: headers[email], ...(payload ? { payload } : {}) });
const freePatients = (division: number, count: number) => {
  const taken = new Set(built.services.store.data.careAssignments.map((a) => a.patient_id));
  return built.services.store.data.patients.filter((p) => p.division_id === division && p.status === 'active' && !taken.has(p.id)).slice(0, count);
};
const assign = (patientId: number, email = VERA, division = 1) =>
  call(MANAGER, 'POST', `/care_assignments?division_id=${division}`, { care_assignment: { patient_id: patientId, staff_kind: 'virtual_nursing', user_id: userId(email) } });
const mine = async (email: string) => (await call(email, 'GET', '/my_care_assignments?division_id=*')).json();

describe('care assignments', () => {
  it('assigns a patient, tells the assignee (new patients, no transfer), and refuses a second assignee with a 422 naming staff_kind', async () => {
    const [patient] = freePatients(1, 1);
    const created = await assign(patient!.id);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ patient: { id: patient!.id }, staff_kind: 'virtual_nursing', assignee: { name: 'Vera Anne Castellano' } });
    expect(sent).toEqual([{ channel: channel(VERA), event: 'my-home-transfer', data: { staff_type: 'virtual_nursing', patient_ids: [patient!.id], from_user_name: null } }]);

    const again = await assign(patient!.id, INGRID);
    expect(again.statusCode).toBe(422);
    expect(again.json().details[0]).toMatchObject({ field: 'body.care_assignment.staff_kind', rule: 'unique' });
    expect(again.json().error).toContain('already has a Virtual Nursing assignee (Vera Anne Castellano)');
  });

  it('refuses an assignee without the staff type, and a patient of another division, each naming the field', async () => {
    const [patient] = freePatients(1, 1);
    const noType = await assign(patient!.id, CARLA);
    expect(noType.statusCode).toBe(422);
    expect(noType.json().details[0].field).toBe('body.care_assignment.user_id');
    const [elsewhere] = freePatients(2, 1);
    const foreign = await assign(elsewhere!.id, VERA, 1);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().details[0].field).toBe('body.care_assignment.patient_id');
  });

  it('reassigns: the new assignee hears the assignment was transferred from the previous one, who hears their patients changed', async () => {
    const [patient] = freePatients(1, 1);
    const id = (await assign(patient!.id)).json().id;
    sent.length = 0;
    const moved = await call(MANAGER, 'PUT', `/care_assignments/${id}?division_id=1`, { care_assignment: { user_id: userId(INGRID) } });
    expect(moved.statusCode).toBe(200);
    expect(sent).toEqual([
      { channel: channel(INGRID), event: 'my-home-transfer', data: { staff_type: 'virtual_nursing', patient_ids: [patient!.id], from_user_name: 'Vera Anne Castellano' } },
      { channel: channel(VERA), event: 'my-home-transfer', data: { staff_type: 'virtual_nursing', patient_ids: [], from_user_name: null } },
    ]);
    const revisions = (await call(MANAGER, 'GET', `/care_assignments/${id}/revisions?division_id=1`)).json();
    expect(revisions[0].audited_changes.user_id).toEqual(['Vera Anne Castellano', 'Ingrid Solberg']);
  });

  it('needs Manage to assign (403 for a nurse who may view) and hides another division\'s assignment (404)', async () => {
    const [patient] = freePatients(1, 1);
    const refused = await call(NURSE, 'POST', '/care_assignments?division_id=1', { care_assignment: { patient_id: patient!.id, staff_kind: 'virtual_nursing', user_id: userId(VERA) } });
    expect(refused.statusCode).toBe(403);
    expect((await call(NURSE, 'GET', '/care_assignments?division_id=1')).statusCode).toBe(200);
    const foreign = built.services.store.data.careAssignments.find((a) => a.division_id === 3)!;
    expect((await call(NURSE, 'GET', `/care_assignments/${foreign.id}?division_id=*`)).statusCode).toBe(404);
  });
});

describe('care transfers', () => {
  async function transferTwo() {
    const patients = freePatients(1, 2);
    for (const p of patients) await assign(p.id);
    sent.length = 0;
    const created = await call(VERA, 'POST', '/care_transfers', { care_transfer: { staff_kind: 'virtual_nursing', to_user_id: userId(INGRID) } });
    return { patients, created };
  }

  it('waits for the colleague: created to the sender, needs-acknowledgment to the colleague; accept moves the patients', async () => {
    const { patients, created } = await transferTwo();
    expect(created.statusCode).toBe(201);
    const transfer = created.json();
    expect(transfer).toMatchObject({ status: 'pending', from_user: { name: 'Vera Anne Castellano' }, to_user: { name: 'Ingrid Solberg' } });
    const ids = patients.map((p) => p.id);
    const payload = { transfer_id: transfer.id, staff_type: 'virtual_nursing', patient_ids: ids, from_user_name: 'Vera Anne Castellano', to_user_name: 'Ingrid Solberg' };
    expect(sent).toEqual([
      { channel: channel(VERA), event: 'transfer-created', data: payload },
      { channel: channel(INGRID), event: 'transfer-needs-acknowledgment', data: payload },
    ]);
    expect((await mine(INGRID)).incoming.map((t: { id: number }) => t.id)).toEqual([transfer.id]);
    // Nothing moves before the acknowledgment.
    expect((await mine(VERA)).assignments.filter((a: { staff_kind: string }) => a.staff_kind === 'virtual_nursing')).toHaveLength(2);

    sent.length = 0;
    expect((await call(VERA, 'POST', `/care_transfers/${transfer.id}/accept`)).statusCode).toBe(404);
    const accepted = await call(INGRID, 'POST', `/care_transfers/${transfer.id}/accept`);
    expect(accepted.json().status).toBe('successful');
    expect(sent).toEqual([
      { channel: channel(VERA), event: 'transfer-accepted', data: payload },
      { channel: channel(INGRID), event: 'transfer-successful', data: payload },
    ]);
    expect((await mine(INGRID)).assignments.map((a: { patient: { id: number } }) => a.patient.id).sort()).toEqual([...ids].sort());
    expect((await mine(VERA)).assignments.some((a: { staff_kind: string }) => a.staff_kind === 'virtual_nursing')).toBe(false);
    const again = await call(INGRID, 'POST', `/care_transfers/${transfer.id}/accept`);
    expect(again.statusCode).toBe(422);
  });

  it('cancels: both hear it and the patients stay; a third user cannot see the transfer', async () => {
    const { created } = await transferTwo();
    const id = created.json().id;
    expect((await call(CARLA, 'POST', `/care_transfers/${id}/cancel`)).statusCode).toBe(404);
    sent.length = 0;
    expect((await call(INGRID, 'POST', `/care_transfers/${id}/cancel`)).json().status).toBe('cancelled');
    expect(sent.map((s) => [s.channel, s.event])).toEqual([[channel(VERA), 'transfer-cancelled'], [channel(INGRID), 'transfer-cancelled']]);
    expect((await mine(VERA)).assignments.filter((a: { staff_kind: string }) => a.staff_kind === 'virtual_nursing')).toHaveLength(2);
  });

  it('refuses to transfer what you do not hold, a second pending transfer, yourself and a colleague without the staff type', async () => {
    const transfer = (email: string, kind: string, to: string) => call(email, 'POST', '/care_transfers', { care_transfer: { staff_kind: kind, to_user_id: userId(to) } });
    const notHeld = await transfer(INGRID, 'virtual_nursing', VERA);
    expect(notHeld.statusCode).toBe(422);
    expect(notHeld.json().details[0]).toMatchObject({ field: 'body.care_transfer.staff_kind', message: 'You hold no Virtual Nursing assignment to transfer' });
    await transferTwo();
    expect((await transfer(VERA, 'virtual_nursing', INGRID)).json().details[0]).toMatchObject({ field: 'body.care_transfer.staff_kind', rule: 'pending' });
    const self = await transfer(VERA, 'translation', VERA);
    expect(self.json().details[0]).toMatchObject({ field: 'body.care_transfer.to_user_id', rule: 'colleague' });
    const wrongType = await transfer(VERA, 'translation', CARLA);
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().details[0].field).toBe('body.care_transfer.to_user_id');
    expect(sent.filter((s) => s.event === 'transfer-created')).toHaveLength(1);
  });

  it('offers as colleagues only other holders of the staff type, and needs an assignment permission', async () => {
    await transferTwo();
    const colleagues = (await call(VERA, 'GET', '/care_transfers/colleagues?staff_kind=virtual_nursing')).json();
    expect(colleagues).toEqual([{ key: String(userId(INGRID)), value: 'Ingrid Solberg' }]);
    // Receive suffices (the virtual nurse's role); a role without any assignment rule is refused.
    const refused = await withRules(built, ['View Patient'], () => call(NURSE, 'GET', '/my_care_assignments?division_id=*'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('View PatientMonitorAssignment or Manage PatientMonitorAssignment or Receive PatientMonitorAssignment');
  });
});
