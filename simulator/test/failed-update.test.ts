// An update refused part-way changes nothing: the checks of several resources ran after some
// fields were already set, so the 400 left a group's members, a role's admin menu, a form's
// enabled flag or a hospital's logo changed, with no revision or audit entry (found by the
// hostile-input sweep). Each case: the record read before, the refused PUT, the record read after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
let headers: { authorization: string };
beforeAll(async () => {
  built = await testApp();
  headers = await bearer(built, SYSADMIN);
});
afterAll(async () => { await built.app.close(); });

async function read(url: string): Promise<unknown> {
  const response = await built.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('an update refused part-way', () => {
  it.each([
    ['a group: new name and members, then a room that is not there', () => {
      const group = built.services.store.data.groups.find((g) => g.division_id === 1)!;
      const member = built.services.store.data.users.find((u) => !group.member_ids.includes(u.id))!;
      return [`/api/v1/groups/${group.id}?division_id=1`, { group: { name: 'GROUP-PARTIAL', description: 'x', member_ids: [...group.member_ids, member.id], room_ids: [999_999] } }];
    }],
    ['a role: new name and admin menu, then a rule that is no permission', () => {
      const role = built.services.store.data.roles.find((r) => r.name === 'Nurse')!;
      return [`/api/v1/roles/${role.id}?division_id=*`, { role: { name: 'ROLE-PARTIAL', show_admin_menu: true, permissions: [{ action: 'Manage', resource: 'Patient' }] } }];
    }],
    ['a form: new title and disabled, then a blank field label', () => {
      const form = built.services.store.data.forms[0]!;
      return [`/api/v1/forms/${form.id}?division_id=*`, { form: { title: 'FORM-PARTIAL', enabled: false, fields: [{ label: '   ', kind: 'text', required: false }] } }];
    }],
    ['a hospital: a new logo, then a footer logo that is no web address', () => ['/api/v1/health_system_preferences/1?division_id=*', { health_system_preference: { logo_url: 'https://evil.example/logo.png', footer_logo_url: 'javascript:alert(1)' } }]],
  ] as [string, () => [string, unknown]][])('%s: 400, and the record is as it was', async (_, make) => {
    const [url, body] = make();
    const before = await read(url);
    const response = await built.app.inject({ method: 'PUT', url, headers, payload: body as object });
    expect(response.statusCode).toBe(400);
    expect(await read(url)).toEqual(before);
  });
});
