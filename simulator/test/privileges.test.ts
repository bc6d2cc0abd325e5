// No one hands out more than they hold (api/privileges.ts). A hospital administrator could add
// Manage System to their own role, give a user the System Administrator role and set the system
// administrator's password (found by the hostile-input sweep). Refused now; what an administrator
// does every day (a virtual nurse's account, the observers' role) still works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

const HOSPITAL_ADMIN = 'hospital.admin@mercy-general.test';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

const roleNamed = (name: string) => built.services.store.data.roles.find((r) => r.name === name && r.organization_id === 'mercy-general')!;
const userOf = (email: string) => built.services.store.userByEmail(email)!;

async function call(email: string, method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await built.app.inject({ method, url, headers: await bearer(built, email), payload });
  return { status: response.statusCode, fields: (response.json<{ details?: { field: string }[] }>().details ?? []).map((d) => d.field) };
}

describe('privileges', () => {
  it('a hospital administrator cannot give a role Manage System: not to their own, not to a new one', async () => {
    const own = roleNamed('Hospital Administrator');
    const before = structuredClone(own);
    const raised = await call(HOSPITAL_ADMIN, 'PUT', `/api/v1/roles/${own.id}?division_id=*`, { role: { permissions: [...own.permissions, { action: 'Manage', resource: 'System' }] } });
    expect(raised).toEqual({ status: 400, fields: ['body.role.permissions'] });
    expect(roleNamed('Hospital Administrator')).toEqual(before);
    const made = await call(HOSPITAL_ADMIN, 'POST', '/api/v1/roles?division_id=*', { role: { name: 'Back door', permissions: [{ action: 'Manage', resource: 'System' }] } });
    expect(made).toEqual({ status: 400, fields: ['body.role.permissions'] });
    expect(built.services.store.data.roles.some((r) => r.name === 'Back door')).toBe(false);
  });

  it('nor change the System Administrator role, give it to a user, or set the system administrator\'s password', async () => {
    const system = roleNamed('System Administrator');
    expect((await call(HOSPITAL_ADMIN, 'PUT', `/api/v1/roles/${system.id}?division_id=*`, { role: { name: 'Renamed' } })).status).toBe(403);
    expect(roleNamed('System Administrator').name).toBe('System Administrator');
    const nurse = userOf(NURSE);
    expect(await call(HOSPITAL_ADMIN, 'PUT', `/api/v1/users/${nurse.id}?division_id=*`, { user: { role_id: system.id } })).toEqual({ status: 400, fields: ['body.user.role_id'] });
    expect(userOf(NURSE).role_id).toBe(nurse.role_id);
    const admin = userOf(SYSADMIN);
    const hash = admin.password_hash;
    expect((await call(HOSPITAL_ADMIN, 'PUT', `/api/v1/users/${admin.id}?division_id=*`, { user: { password: 'Taken-0ver-now!' } })).status).toBe(403);
    expect(userOf(SYSADMIN).password_hash).toBe(hash);
  });

  it('offers an administrator only the roles they may give in the user form', async () => {
    const offered = async (email: string) => {
      const response = await built.app.inject({ method: 'GET', url: '/api/v1/users/dropdown?field=role&division_id=*', headers: await bearer(built, email) });
      expect(response.statusCode).toBe(200);
      return response.json<{ value: string }[]>().map((o) => o.value);
    };
    const byAdmin = await offered(HOSPITAL_ADMIN);
    expect(byAdmin).toContain('Virtual Nurse');
    expect(byAdmin).not.toContain('System Administrator');
    expect(await offered(SYSADMIN)).toContain('System Administrator');
  });

  it('still lets an administrator run the roles and accounts they hold the rules of; a system administrator gives Manage System', async () => {
    // Receive PatientMonitorAssignment is a capacity, not a power: the administrator gives it without holding it.
    const observers = roleNamed('Virtual Observer');
    expect((await call(HOSPITAL_ADMIN, 'PUT', `/api/v1/roles/${observers.id}?division_id=*`, { role: { show_admin_menu: false, permissions: observers.permissions } })).status).toBe(200);
    const created = await call(HOSPITAL_ADMIN, 'POST', '/api/v1/users?division_id=*', {
      user: { name: 'New Virtual Nurse', email: 'new.vn@mercy-general.test', password: 'Sample-Passw0rd!', role_id: roleNamed('Virtual Nurse').id, division_ids: [1], time_format: 12 },
    });
    expect(created.status).toBe(201);
    const own = roleNamed('Hospital Administrator');
    expect((await call(SYSADMIN, 'PUT', `/api/v1/roles/${own.id}?division_id=*`, { role: { permissions: [...own.permissions, { action: 'Manage', resource: 'System' }] } })).status).toBe(200);
  });

});
