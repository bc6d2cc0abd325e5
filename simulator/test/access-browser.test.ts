// The Access Browser's answers (who sees which rooms, units and patients, and why) and the rule
// behind them: a group gives its rooms to a member of another division, and what the screen says
// is what the enforcing calls answer (GET /rooms/{id}, GET /patients/{id} as that user).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@bedside/openapi/api';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

type UserAccess = components['schemas']['UserAccess'];
type RoomAccess = components['schemas']['RoomAccess'];

const OTHER_ORGANIZATION = 'nurse@st-elsewhere.test';
// Pediatrics Float Pool: a group of Pediatrics (division 3, not one of the nurse's) with nobody in it.
const FLOAT_POOL = 32;
let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
afterEach(() => built.services.store.reset());

async function api(method: 'GET' | 'PUT', url: string, email = SYSADMIN, payload?: object) {
  const response = await built.app.inject({ method, url: `/api/v1${url}`, headers: await bearer(built, email), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, json: response.json(), text: response.body };
}

const userId = (email: string) => built.services.store.userByEmail(email)!.id;
const room = (name: string) => built.services.store.data.rooms.find((r) => r.name === name)!;
const patientIn = (roomId: number) => built.services.store.data.patients.find((p) => p.room_id === roomId && p.status !== 'discharged');
const roomsOf = (access: UserAccess) => access.divisions.flatMap((d) => d.units.flatMap((u) => u.rooms));

describe('access browser', () => {
  it('shows the nurse her divisions’ rooms with the role and division as the reason, and none of Pediatrics', async () => {
    const answer = await api('GET', `/access_browser/users/${userId(NURSE)}?division_id=*`);
    expect(answer.status).toBe(200);
    const access = answer.json as UserAccess;
    expect(access.user).toMatchObject({ name: 'Nora Lindqvist', role: { name: 'Nurse' }, blocked: false });
    expect(access.permissions.map((p) => p.text)).toEqual(['Role Nurse grants View Room', 'Role Nurse grants View Unit', 'Role Nurse grants View Patient']);
    const north = roomsOf(access).find((r) => r.name === 'N-301')!;
    expect(north).toMatchObject({ sees_room: true, sees_patients: true });
    expect(north.reasons.map((r) => r.text)).toEqual(expect.arrayContaining([
      'Role Nurse grants View Patient', 'Division North Tower is assigned to the user', 'Group North Tower Rapid Response gives room N-301',
    ]));
    const pediatrics = roomsOf(access).find((r) => r.name === 'P-302')!;
    expect(pediatrics).toMatchObject({ sees_room: false, sees_patients: false });
    expect(pediatrics.reasons.at(-1)).toEqual({ kind: 'no_access', text: "No access to division Pediatrics, and no group of the user's gives this room" });
    expect(access.divisions.find((d) => d.name === 'Pediatrics')?.assigned).toBe(false);
  });

  it('gives a room through a group to a member of another division: the answer says so, and her calls agree', async () => {
    // The first Pediatrics room with a patient in it now that no group gives yet.
    const { groups, rooms } = built.services.store.data;
    const grouped = (r: { id: number; unit_id: number }) => groups.some((g) => g.room_ids.includes(r.id) || g.unit_ids.includes(r.unit_id));
    const target = rooms.find((r) => r.division_id === 3 && patientIn(r.id) && !grouped(r))!;
    const patient = patientIn(target.id)!;
    expect((await api('GET', `/patients/${patient.id}`, NURSE)).status).toBe(404);
    const update = await api('PUT', `/groups/${FLOAT_POOL}?division_id=3`, SYSADMIN, { group: { member_ids: [userId(NURSE)], room_ids: [target.id] } });
    expect(update.status).toBe(200);

    const access = (await api('GET', `/access_browser/users/${userId(NURSE)}`)).json as UserAccess;
    const granted = roomsOf(access).find((r) => r.id === target.id)!;
    expect(granted).toMatchObject({ sees_room: true, sees_patients: true, patients: [{ id: patient.id, display_name: patient.display_name }] });
    expect(granted.reasons).toContainEqual({ kind: 'group_room', text: `Group Pediatrics Float Pool gives room ${target.name}` });
    // Every verdict of the screen is what the nurse's own calls answer.
    for (const r of roomsOf(access)) {
      expect((await api('GET', `/rooms/${r.id}`, NURSE)).status, r.name).toBe(r.sees_room ? 200 : 404);
      for (const p of r.patients) expect((await api('GET', `/patients/${p.id}`, NURSE)).status, r.name).toBe(r.sees_patients ? 200 : 404);
    }
    // Her patients of all divisions include the granted one; of her own division only, not.
    const listed = async (division: string) => ((await api('GET', `/patients?division_id=${division}&per_page=100&filters[display_name]=${encodeURIComponent(patient.display_name)}`, NURSE)).json.results as { id: number }[]).map((p) => p.id);
    expect(await listed('*')).toContain(patient.id);
    expect(await listed('1')).not.toContain(patient.id);

    const viewers = (await api('GET', `/access_browser/rooms/${target.id}`)).json as RoomAccess;
    expect(viewers.room.name).toBe(target.name);
    const nurse = viewers.users.find((u) => u.user.name === 'Nora Lindqvist')!;
    expect(nurse.reasons.map((r) => r.kind)).toEqual(['role_grants', 'group_room']);
    expect(viewers.users.find((u) => u.user.name === 'Dana Pemberton')?.reasons.map((r) => r.kind)).toEqual(['role_grants', 'division']);
    expect(viewers.users.map((u) => u.user.name)).not.toContain('Olive Sandoval');
  });

  it('answers a user and a room of another organisation 404, naming neither', async () => {
    const foreign = built.services.store.userByEmail(OTHER_ORGANIZATION)!;
    const user = await api('GET', `/access_browser/users/${foreign.id}`);
    expect(user.status).toBe(404);
    expect(user.text).not.toContain(foreign.name);
    const foreignRoom = built.services.store.data.rooms.find((r) => r.division_id === 5)!;
    const answer = await api('GET', `/access_browser/rooms/${foreignRoom.id}`);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain(foreignRoom.name);
  });

  it('needs View User, View Group, View Room and View Unit, all four', async () => {
    expect((await api('GET', `/access_browser/users/${userId(NURSE)}`, NURSE)).status).toBe(403);
    expect((await api('GET', '/access_browser/users', NURSE)).status).toBe(403);
    // The administrator's role without View Unit: the other three do not suffice.
    const role = built.services.store.roleOf(built.services.store.userByEmail(SYSADMIN)!);
    role.permissions = role.permissions.filter((p) => !(p.action === 'View' && p.resource === 'Unit'));
    const refused = await api('GET', `/access_browser/rooms/${room('N-301').id}`);
    expect(refused.status).toBe(403);
    expect(refused.json.error ?? refused.text).toContain('View User and View Group and View Room and View Unit');
  });
});
