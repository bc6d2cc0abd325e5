// Division isolation (issue 10, items 3 and 5): a user limited to one division (Pediatrics) and the
// user of the other organisation, each with their own role and with the System Administrator's
// (so the edit operations are reached too). A record of a division that is not theirs (or another
// user's saved view) answers exactly as a missing id does (the same status and text, naming
// nothing) and is left unchanged; no list or search returns a record of another division.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../src/store/roles.ts';
import { permits, readContract, type ContractOperation } from './contract-operations.ts';
import { foreignSamples, idLocations, normalised, snapshot } from './isolation-cases.ts';
import { MISSING_ID, recordsOf, type RecordKind } from './records.ts';
import { ownRecords, ownRequest } from './own-requests.ts';
import { buildWorld, caller, type Caller, type World } from './world.ts';

let world: World;
beforeAll(async () => { world = await buildWorld(); });
afterAll(async () => { await world.built.app.close(); });

const SUBJECTS = [['single-division', 'own role'], ['single-division', 1], ['other-organization', 'own role'], ['other-organization', 1]] as const;
const operations = readContract('api');

/** Runs with the persona's user given another role (its divisions stay), then gives it back. */
async function asSubject(key: string, role: 'own role' | number, run: (who: Caller, roleId: number) => Promise<void>): Promise<void> {
  const who = caller(world, key);
  const user = world.built.services.store.usersById.get(who.persona?.userId ?? 0);
  if (!user) throw new Error(`no user for ${key}`);
  const original = user.role_id;
  user.role_id = role === 'own role' ? original : role;
  try {
    await run(who, user.role_id);
  } finally {
    user.role_id = original;
  }
}

const permitted = (op: ContractOperation, roleId: number) => permits(op, (r) => can(world.built.services.store.rolesById.get(roleId)?.permissions ?? [], r.action, r.resource));

describe('division isolation', () => {
  it('answers a record of another division or organisation exactly as a missing id, and leaves it alone', async () => {
    const store = world.built.services.store;
    // Saved views of two other users, so a view that is not the caller's is asked for too.
    for (const key of ['nurse', 'manager']) ownRecords(world, caller(world, key));
    // Grouped by operation, id and caller: how many foreign records disagreed, and the first one.
    const groups = new Map<string, { count: number; first: string }>();
    const disagree = (label: string, what: string) => {
      const group = groups.get(label) ?? { count: 0, first: what };
      groups.set(label, { ...group, count: group.count + 1 });
    };
    let cells = 0;
    for (const [key, role] of SUBJECTS) {
      await asSubject(key, role, async (who, roleId) => {
        const divisions = who.persona?.divisionIds ?? [];
        for (const op of operations) {
          for (const location of idLocations(op)) {
            const ask = (id: number) => world.built.app.inject(ownRequest(world, op, who, { [location.name]: id }));
            const missing = await ask(MISSING_ID);
            const expected = normalised(missing.statusCode, missing.body, MISSING_ID);
            const label = `${op.operationId} ${location.where}.${location.name} as ${key} (role ${roleId})`;
            if (location.where === 'path' && permitted(op, roleId) && missing.statusCode !== 404) disagree(label, `a missing id answered ${missing.statusCode}, not 404`);
            for (const id of foreignSamples(store, location.kind, { divisionIds: divisions, userId: who.persona?.userId ?? 0 })) {
              cells += 1;
              const before = snapshot(store, location.kind, id);
              const foreign = await ask(id);
              const got = normalised(foreign.statusCode, foreign.body, id);
              if (got !== expected) disagree(label, `foreign ${location.kind} ${id} answered ${got.slice(0, 220)}; missing answered ${expected.slice(0, 160)}`);
              if (snapshot(store, location.kind, id) !== before) disagree(label, `foreign ${location.kind} ${id} was changed`);
            }
          }
        }
      });
    }
    const disagreements = [...groups].map(([label, { count, first }]) => `${label}: ${count} disagreement(s), e.g. ${first}`);
    const total = [...groups.values()].reduce((sum, group) => sum + group.count, 0);
    console.info(`[reliability] division isolation by id: cells=${cells} disagreements=${total} (in ${groups.size} operation, id and caller groups)`);
    for (const line of disagreements) console.info(`[reliability] ${line}`);
    expect(cells).toBeGreaterThan(0);
    expect(disagreements).toEqual([]);
  }, 60_000);

  it('never lists or finds a record of another division or organisation', async () => {
    const store = world.built.services.store;
    const leaks: string[] = [];
    let checks = 0;
    const divisionOf = (kind: RecordKind, id: number) => recordsOf(store, kind).find((r) => r.id === id)?.divisionId ?? null;
    for (const [key, role] of SUBJECTS) {
      await asSubject(key, role, async (who, roleId) => {
        const own = new Set(who.persona?.divisionIds ?? []);
        const get = async (url: string) => world.built.app.inject({ url: `/api/v1${url}`, headers: who.headers });
        const expectOwn = (what: string, kind: RecordKind, ids: number[]) => {
          checks += 1;
          const foreign = ids.filter((id) => !own.has(divisionOf(kind, id) ?? -1));
          if (foreign.length) leaks.push(`${what} as ${key} (role ${roleId}) returned ${kind} ${foreign.slice(0, 5).join(', ')} of other divisions`);
        };
        for (const selector of ['', '&division_id=*', `&division_id=${[...own][0]}`]) {
          const page = (await get(`/video_devices?per_page=100${selector}`)).json<{ results?: { id: number }[] }>();
          expectOwn(`GET /video_devices?per_page=100${selector}`, 'device', (page.results ?? []).map((d) => d.id));
          const csv = (await get(`/video_devices/export.csv?columns[]=id${selector}`)).body;
          expectOwn(`GET /video_devices/export.csv${selector}`, 'device', csv.split('\n').slice(1).filter(Boolean).map((row) => Number(row.replace(/"/g, ''))));
          const rooms = (await get(`/video_devices/dropdown?field=room${selector}`)).json<{ key?: string }[]>();
          expectOwn(`GET /video_devices/dropdown?field=room${selector}`, 'room', Array.isArray(rooms) ? rooms.map((r) => Number(r.key)) : []);
          const notes = (await get(`/notifications?${selector.slice(1)}`)).json<{ results?: { division_id: number }[] }>();
          checks += 1;
          if ((notes.results ?? []).some((n) => !own.has(n.division_id))) leaks.push(`GET /notifications${selector} as ${key} listed another division's notification`);
        }
        for (const q of searchTexts(own)) {
          const { groups = [] } = (await get(`/search?q=${encodeURIComponent(q)}`)).json<{ groups?: { groupId: string; items: { id: number }[] }[] }>();
          for (const group of groups) expectOwn(`GET /search?q=${q} (${group.groupId})`, searchKinds[group.groupId] ?? 'device', group.items.map((item) => item.id));
        }
        const me = (await get('/users/current')).json<{ divisions: { id: number }[] }>();
        expectOwn('GET /users/current divisions', 'division', me.divisions.map((d) => d.id));
      });
    }
    console.info(`[reliability] division isolation in lists and search: checks=${checks} leaks=${leaks.length}`);
    for (const line of leaks) console.info(`[reliability] ${line}`);
    expect(leaks).toEqual([]);
  }, 60_000);
});

const searchKinds: Record<string, RecordKind> = { patients: 'patient', rooms: 'room', monitoring_sessions: 'monitor', units: 'unit', groups: 'group', video_devices: 'device' };

/** Texts that match records of every other division: a patient's name and MRN, a device's name and serial, a room, a unit and a group. */
function searchTexts(own: Set<number>): string[] {
  const data = world.built.services.store.data;
  const texts = new Set<string>(['Rapid Response', 'Cart']);
  for (const division of data.divisions.filter((d) => !own.has(d.id))) {
    const patient = data.patients.find((p) => p.division_id === division.id);
    const device = data.devices.find((d) => d.division.id === division.id);
    const room = data.rooms.find((r) => r.division_id === division.id);
    const unit = data.units.find((u) => u.division_id === division.id);
    for (const text of [patient?.display_name, patient?.mrn, device?.name, device?.serial_number, room?.name, unit?.name]) if (text) texts.add(text);
  }
  return [...texts];
}
