// Users (User Management) beyond the generated resource tests: the password rule with its exact
// message, passwords kept only as a hash and never answered or recorded, an email unique among all
// users without saying whose, nobody changing their own role, divisions given or taken only by
// someone who holds them (a refused save changes nothing), and an edited persona still signing in.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { roleById } from '../src/store/roles.ts';
import { bearer, NURSE, SYSADMIN, testApp, withRules } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
afterEach(() => built.services.store.reset());

const PASSWORD_RULE = 'Password must be at least 10 characters long and include uppercase letter, lowercase letter, digit and special character.';
type Answer = { status: number; body: string; json: Record<string, unknown> & { details?: { field: string; message: string }[] } };

async function api(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, email = SYSADMIN): Promise<Answer> {
  const response = await built.app.inject({ method, url: `/api/v1${url}`, headers: await bearer(built, email), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body, json: response.body.startsWith('{') || response.body.startsWith('[') ? response.json() : {} };
}

const newUser = (user: object) => ({ user: { name: 'Ada Stone', email: 'ada.stone@mercy-general.test', password: 'Str0ng-Enough!', role_id: 4, division_ids: [1], ...user } });
const fieldErrors = (answer: Answer) => answer.json.details?.map((d) => [d.field, d.message]);
const userByEmail = (email: string) => built.services.store.userByEmail(email)!;

describe('users', () => {
  it('asks for a strong password with the exact message, keeps only its hash and never answers or records it', async () => {
    const weak = await api('POST', '/users', newUser({ password: 'password1' }));
    expect(weak.status).toBe(400);
    expect(fieldErrors(weak)).toEqual([['body.user.password', PASSWORD_RULE]]);

    const created = await api('POST', '/users', newUser({}));
    expect(created.status).toBe(201);
    const { id } = created.json as { id: number };
    const changed = await api('PUT', `/users/${id}`, { user: { password: 'Another-Passw0rd!' } });
    expect(changed.status).toBe(200);

    const hash = built.services.store.usersById.get(id)!.password_hash!;
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    const answers = [created, changed, await api('GET', `/users/${id}`), await api('GET', '/users?per_page=100'), await api('GET', '/users/export.csv'), await api('GET', `/users/${id}/revisions`)];
    for (const answer of answers) {
      expect(answer.body).not.toMatch(/Passw0rd|Str0ng|password_hash/);
      expect(answer.body).not.toContain(hash.split(':')[1]);
    }
    const [update, create] = answers[5]!.json as unknown as { audited_changes: Record<string, unknown> }[];
    expect(update!.audited_changes).toEqual({ password: ['Set', 'Changed'] });
    expect(create!.audited_changes).toMatchObject({ name: 'Ada Stone', role: 'Nurse', divisions: 'North Tower', password: 'Set' });
  });

  it('refuses an email any user has, in any case and of any organisation, without saying whose', async () => {
    for (const email of ['NURSE@mercy-general.test', 'nurse@st-elsewhere.test']) {
      const taken = await api('POST', '/users', newUser({ email }));
      expect(fieldErrors(taken)).toEqual([['body.user.email', 'A user with this email already exists']]);
    }
    expect(fieldErrors(await api('POST', '/users', newUser({ email: 'not an email' })))).toEqual([['body.user.email', 'Enter a valid email address']]);
  });

  it("lets nobody change their own role, and only the organisation's roles be given", async () => {
    const self = userByEmail(SYSADMIN);
    expect(fieldErrors(await api('PUT', `/users/${self.id}`, { user: { role_id: 2 } }))).toEqual([['body.user.role_id', 'You cannot change your own role']]);
    expect((await api('PUT', `/users/${self.id}`, { user: { time_format: 24 } })).status).toBe(200);
    // Role 11 is the other organisation's Nurse.
    expect(fieldErrors(await api('POST', '/users', newUser({ role_id: 11 })))).toEqual([['body.user.role_id', "Choose one of your organization's roles"]]);
  });

  it('gives or takes away only divisions the editor holds; a refused save changes nothing', async () => {
    const sysadmin = userByEmail(SYSADMIN);
    const before = JSON.stringify(sysadmin);
    // The nurse holds North and South Tower only; the sysadmin holds all four. She is given every
    // rule of the sysadmin's role: an account beyond the editor's rules is refused before (privileges.test.ts).
    const everyRule = roleById(1).permissions.map((p) => `${p.action} ${p.resource}`);
    const refused = await withRules(built, everyRule, () => api('PUT', `/users/${sysadmin.id}`, { user: { name: 'Renamed', division_ids: [1, 2, 3] } }, NURSE));
    expect(fieldErrors(refused)).toEqual([['body.user.division_ids', 'Only divisions you belong to can be given or taken away']]);
    expect(JSON.stringify(sysadmin)).toBe(before);
    const taken = await withRules(built, everyRule, () => api('PUT', `/users/${sysadmin.id}`, { user: { division_ids: [2, 3, 4] } }, NURSE));
    expect(taken.status).toBe(200);
    expect(sysadmin.division_ids).toEqual([2, 3, 4]);
  });

  it("a new role applies to the user's next call, and an edited persona still signs in as stored", async () => {
    const nurse = userByEmail(NURSE);
    const saved = await api('PUT', `/users/${nurse.id}`, { user: { role_id: 3, email: 'nora.lindqvist@mercy-general.test', name: 'Nora L. Lindqvist' } });
    expect(saved.status).toBe(200);
    const current = await api('GET', '/users/current', undefined, 'nora.lindqvist@mercy-general.test');
    expect(current.json).toMatchObject({ name: 'Nora L. Lindqvist', role: { id: 3, name: 'Manager' } });
    const personas = (await built.app.inject({ url: '/sim/personas' })).json<{ key: string; email: string; name: string }[]>();
    expect(personas.find((p) => p.key === 'nurse')).toMatchObject({ email: 'nora.lindqvist@mercy-general.test', name: 'Nora L. Lindqvist' });
  });
});
