// Menu sets (App Modules) as the administration issue asks: the sidebar's GET /menu_sets answers
// only the sets enabled for the caller's role (server-enforced, shell §6) of their own
// organisation; an edit tells the users the set reaches, before or after, at once (user-updated)
// and nobody else; items are checked and answered on their place; roles are the organisation's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { NURSE, SYSADMIN } from './helpers.ts';
import { listeningApp, pusherClient, tokenFor } from './live-app.ts';

let built: BuiltApp;
let port: number;
beforeAll(async () => { ({ built, port } = await listeningApp(false)); });
afterAll(async () => { await built.app.close(); });

const MANAGER = 'manager@mercy-general.test';
const OTHER_NURSE = 'nurse@st-elsewhere.test';

async function api(method: string, path: string, body?: unknown, email = SYSADMIN) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method, headers: { authorization: `Bearer ${await tokenFor(port, email)}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> & { details?: { field: string; rule: string; message: string }[] } };
}
const sidebar = async (email: string) => ((await api('GET', '/menu_sets', undefined, email)).json as unknown as { title: string }[]).map((s) => s.title);
const userOf = (email: string) => built.services.store.userByEmail(email)!;

/** user-updated events on a user's own channel, as their web app hears them. */
async function listen(email: string) {
  const client = pusherClient(port, await tokenFor(port, email));
  const channel = client.subscribe(`private-encrypted-user-${userOf(email).id}`);
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
  });
  const told: unknown[] = [];
  channel.bind('user-updated', (data: unknown) => told.push(data));
  return { told, close: () => client.disconnect() };
}

describe('menu sets', () => {
  it('answers the sidebar only the sets enabled for the caller\'s role, of their own organisation', async () => {
    // Reporting lists the administrator and manager roles; Pilot Features is disabled.
    expect(await sidebar(NURSE)).toEqual(['Virtual Care', 'Assignments']);
    expect(await sidebar(MANAGER)).toEqual(['Virtual Care', 'Assignments', 'Reporting']);
    const others = (await api('GET', '/menu_sets', undefined, OTHER_NURSE)).json as unknown as { id: number; roles: number[] }[];
    expect(others.every((s) => built.services.store.data.menuSets.find((m) => m.id === s.id)?.organization_id === userOf(OTHER_NURSE).organization_id)).toBe(true);
    const admin = (await api('GET', '/app_modules?per_page=100')).json.results as { title: string; role_names: string[] }[];
    expect(admin.map((s) => s.title)).toEqual(['Virtual Care', 'Assignments', 'Reporting', 'Pilot Features']);
    expect(admin[2]?.role_names).toEqual(['System Administrator', 'Hospital Administrator', 'Manager']);
  });

  it('restricting a set tells the users it reached and changes their sidebar on their next call; others are not told', async () => {
    const nurse = await listen(NURSE);
    const other = await listen(OTHER_NURSE);
    try {
      const managerRole = userOf(MANAGER).role_id;
      const restricted = await api('PUT', '/app_modules/2', { menu_set: { roles: [managerRole] } });
      expect(restricted.status).toBe(200);
      expect(restricted.json).toMatchObject({ roles: [managerRole], role_names: ['Manager'] });
      await expect.poll(() => nurse.told, { timeout: 3000 }).toContainEqual({ user_id: userOf(NURSE).id });
      expect(await sidebar(NURSE)).toEqual(['Virtual Care']);
      expect(await sidebar(MANAGER)).toEqual(['Virtual Care', 'Assignments', 'Reporting']);
      const revisions = (await api('GET', '/app_modules/2/revisions')).json as unknown as { audited_changes: Record<string, unknown> }[];
      expect(revisions[0]?.audited_changes).toEqual({ roles: ['All roles', 'Manager'] });

      expect((await api('PUT', '/app_modules/2', { menu_set: { roles: [] } })).status).toBe(200);
      expect(await sidebar(NURSE)).toEqual(['Virtual Care', 'Assignments']);
      expect(other.told).toEqual([]);
    } finally {
      nurse.close();
      other.close();
    }
  });

  it('answers a bad item, a foreign role and a taken title on their place, and changes nothing', async () => {
    const before = JSON.stringify(built.services.store.data.menuSets);
    const bad = async (menu_set: unknown) => (await api('PUT', '/app_modules/1', { menu_set })).json.details?.[0];
    expect(await bad({ menu_items: [{ label: 'Patients', pageType: 'item', page: 'patients_list' }, { label: 'Rounds', pageType: 'item' }] }))
      .toEqual({ field: 'body.menu_set.menu_items.1.page', rule: 'required', message: 'Item 2 (Rounds) needs a page' });
    expect(await bad({ menu_items: [{ label: 'Rounds', pageType: 'group', menu_items: [{ label: ' ', pageType: 'item', page: 'recordings' }] }] }))
      .toMatchObject({ field: 'body.menu_set.menu_items.0.menu_items.0.label', message: 'Item 1.1 needs a label' });
    expect(await bad({ menu_items: [{ label: 'Rounds', pageType: 'group', page: 'recordings', menu_items: [] }] }))
      .toMatchObject({ field: 'body.menu_set.menu_items.0.page' });
    expect(await bad({ menu_items: [{ label: 'Wards', pageType: 'item', page: 'wards' }] }))
      .toMatchObject({ field: 'body.menu_set.menu_items.0.page', rule: 'enum' });
    // St. Elsewhere's nurse role: answered like an unknown id, naming nothing of theirs.
    expect(await bad({ roles: [userOf(OTHER_NURSE).role_id] }))
      .toEqual({ field: 'body.menu_set.roles.0', rule: 'known', message: `Role ${userOf(OTHER_NURSE).role_id} is not a role of this organisation` });
    expect(await bad({ title: 'reporting' })).toMatchObject({ field: 'body.menu_set.title', message: 'A menu set with this title already exists' });
    expect(await bad({ title: '' })).toMatchObject({ field: 'body.menu_set.title', message: 'This field is required' });
    expect(JSON.stringify(built.services.store.data.menuSets)).toBe(before);
  });

  it('keeps the ids of a set\'s items, gives new ones fresh ids, and deletes a set', async () => {
    const created = await api('POST', '/app_modules', { menu_set: { title: 'Night Rounds', enabled: true, menu_items: [{ label: 'Rounds', pageType: 'group', menu_items: [{ label: 'Patients', pageType: 'item', page: 'patients_list' }] }] } });
    expect(created.status).toBe(201);
    const [group] = created.json.menu_items as { id: number; menu_items: { id: number }[] }[];
    const child = group!.menu_items[0]!;
    const edited = await api('PUT', `/app_modules/${String(created.json.id)}`, { menu_set: { menu_items: [{ id: group!.id, label: 'Rounds', pageType: 'group', menu_items: [{ id: child.id, label: 'Patients', pageType: 'item', page: 'patients_list', enabled: false }, { id: child.id, label: 'Recordings', pageType: 'item', page: 'recordings' }] }] } });
    const [kept] = edited.json.menu_items as { id: number; menu_items: { id: number; enabled: boolean }[] }[];
    expect(kept!.id).toBe(group!.id);
    expect(kept!.menu_items[0]).toMatchObject({ id: child.id, enabled: false });
    expect(kept!.menu_items[1]!.id).toBeGreaterThan(child.id);
    expect(await sidebar(NURSE)).toContain('Night Rounds');
    expect((await api('DELETE', `/app_modules/${String(created.json.id)}`)).status).toBe(204);
    expect(await sidebar(NURSE)).not.toContain('Night Rounds');
    expect((await api('GET', '/app_modules', undefined, NURSE)).status).toBe(403);
  });
});
