// Roles as the administration issue asks: an edit reaches the role's users on their next call
// (the server decides with the stored role) and their realtime client at once (user-updated on
// each one's own channel); rules are only pairs the product knows; an administrator cannot lock
// themselves out; a role still held is not deleted; the other organisation's roles are invisible.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { NURSE, SYSADMIN } from './helpers.ts';
import { listeningApp, pusherClient, tokenFor } from './live-app.ts';

let built: BuiltApp;
let port: number;
beforeAll(async () => { ({ built, port } = await listeningApp(false)); });
afterAll(async () => { await built.app.close(); });

async function api(method: string, path: string, body?: unknown, email = SYSADMIN) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method, headers: { authorization: `Bearer ${await tokenFor(port, email)}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> & { details?: { field: string; message: string }[] } };
}

type Rule = { action: string; resource: string };
const nurseRole = () => built.services.store.roleOf(built.services.store.userByEmail(NURSE)!);

describe('roles', () => {
  it('an edit changes what the role\'s users may do on their next call, and tells each of them at once', async () => {
    const role = nurseRole();
    const nurse = built.services.store.userByEmail(NURSE)!;
    const client = pusherClient(port, await tokenFor(port, NURSE));
    const channel = client.subscribe(`private-encrypted-user-${nurse.id}`);
    await new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
    });
    const told: unknown[] = [];
    channel.bind('user-updated', (data: unknown) => told.push(data));

    expect((await api('GET', '/patients?division_id=1', undefined, NURSE)).status).toBe(200);
    const without = role.permissions.filter((p) => !(p.action === 'View' && p.resource === 'Patient'));
    const saved = await api('PUT', `/roles/${role.id}`, { role: { permissions: without } });
    expect(saved.status).toBe(200);
    expect((saved.json.permissions as Rule[]).some((p) => p.action === 'View' && p.resource === 'Patient')).toBe(false);
    // The nurse's next call runs on the new rules: no sign-out, no new token.
    expect((await api('GET', '/patients?division_id=1', undefined, NURSE)).status).toBe(403);
    const current = await api('GET', '/users/current', undefined, NURSE);
    expect((current.json.permissions as Rule[]).some((p) => p.action === 'View' && p.resource === 'Patient')).toBe(false);
    await expect.poll(() => told, { timeout: 3000 }).toContainEqual({ user_id: nurse.id });

    const revisions = await api('GET', `/roles/${role.id}/revisions`);
    expect((revisions.json as unknown as { audited_changes: Record<string, unknown> }[])[0]?.audited_changes).toEqual({ permissions_removed: ['View Patient', null] });

    expect((await api('PUT', `/roles/${role.id}`, { role: { permissions: [...without, { action: 'View', resource: 'Patient' }] } })).status).toBe(200);
    expect((await api('GET', '/patients?division_id=1', undefined, NURSE)).status).toBe(200);
    client.disconnect();
  });

  it('refuses a pair the product does not know, naming it, and changes nothing', async () => {
    const role = nurseRole();
    const before = JSON.stringify(role.permissions);
    const refused = await api('PUT', `/roles/${role.id}`, { role: { permissions: [{ action: 'View', resource: 'Patient' }, { action: 'Receive', resource: 'Patient' }] } });
    expect(refused.status).toBe(400);
    expect(refused.json.details).toEqual([{ field: 'body.role.permissions.1', rule: 'known', message: 'Receive Patient is not a permission the product knows' }]);
    expect(JSON.stringify(nurseRole().permissions)).toBe(before);
  });

  it('does not let an administrator remove Edit Role from their own role', async () => {
    const own = built.services.store.roleOf(built.services.store.userByEmail(SYSADMIN)!);
    const refused = await api('PUT', `/roles/${own.id}`, { role: { permissions: own.permissions.filter((p) => p.resource !== 'Role') } });
    expect(refused.status).toBe(400);
    expect(refused.json.details?.[0]).toMatchObject({ field: 'body.role.permissions', message: 'You cannot remove Edit Role from your own role' });
  });

  it('creates a role with a unique name, deletes it once nobody holds it, and refuses to delete a held one', async () => {
    const created = await api('POST', '/roles', { role: { name: 'Night Float', permissions: [{ action: 'View', resource: 'Patient' }] } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Night Float', show_admin_menu: false, user_count: 0, permissions: [{ action: 'View', resource: 'Patient' }] });
    const duplicate = await api('POST', '/roles', { role: { name: 'night float' } });
    expect(duplicate.json.details?.[0]).toMatchObject({ field: 'body.role.name', message: 'A role with this name already exists' });
    expect((await api('DELETE', `/roles/${nurseRole().id}`)).json).toMatchObject({ code: 'role_in_use' });
    expect((await api('DELETE', `/roles/${created.json.id as number}`)).status).toBe(204);
    expect((await api('GET', `/roles/${created.json.id as number}`)).status).toBe(404);
  });

  it('shows each organisation only its own roles', async () => {
    const mine = await api('GET', '/roles?per_page=100');
    const names = (mine.json.results as { id: number }[]).map((r) => r.id);
    const other = built.services.store.data.roles.filter((r) => r.organization_id !== built.services.store.userByEmail(SYSADMIN)!.organization_id);
    expect(other.length).toBeGreaterThan(0);
    expect(names.some((id) => other.some((r) => r.id === id))).toBe(false);
    const foreign = await api('GET', `/roles/${other[0]!.id}`);
    const missing = await api('GET', '/roles/99999');
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toBe(String(missing.json.error).replace('99999', String(other[0]!.id)));
  });
});
