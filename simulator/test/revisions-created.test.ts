// A created record's revision reads as an update's does: a role's rules by name, a menu set's roles
// ("All roles" for none) and items by label, a room's unit by name. It held raw values, which the history showed as one
// rule of JSON, or N/A (admin QA).
import { describe, expect, it } from 'vitest';
import { appPerFile } from './app-per-file.ts';
import { SYSADMIN } from './helpers.ts';

const { call } = appPerFile();
const created = async (path: string) => {
  const revisions = (await call('GET', `${path}/revisions`, SYSADMIN)).body as unknown as { action: string; audited_changes: Record<string, unknown> }[];
  return revisions.find((r) => r.action === 'create')?.audited_changes;
};

describe('created revisions', () => {
  it("name a role's permissions as the history reads them", async () => {
    const role = await call('POST', '/roles', SYSADMIN, { role: { name: 'QA Role', show_admin_menu: true, permissions: [{ action: 'View', resource: 'Room' }, { action: 'Edit', resource: 'Room' }, { action: 'View', resource: 'Unit' }] } });
    expect(role.status).toBe(201);
    const changes = await created(`/roles/${role.body.id}`);
    expect(changes).toMatchObject({ name: 'QA Role', show_admin_menu: true });
    expect(String(changes?.permissions_added).split(', ').sort()).toEqual(['Edit Room', 'View Room', 'View Unit']);
    expect(changes).not.toHaveProperty('permissions');
  });

  it("name a menu set's roles and items", async () => {
    const set = await call('POST', '/app_modules', SYSADMIN, { menu_set: { title: 'QA Set', menu_items: [{ label: 'QA Patients', pageType: 'item', page: 'patients_list' }] } });
    expect(set.status).toBe(201);
    const changes = await created(`/app_modules/${set.body.id}`);
    expect(changes).toMatchObject({ title: 'QA Set', roles: 'All roles' });
    expect(changes?.menu_items).toEqual(expect.stringContaining('QA Patients'));
  });

  it("name a room's unit", async () => {
    const listed = await call('GET', '/units?division_id=1&per_page=10', SYSADMIN);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const unit = listed.body as unknown as { results: { id: number; name: string }[] };
    const room = await call('POST', '/rooms?division_id=1', SYSADMIN, { room: { name: 'QA Room', unit_id: unit.results[0]!.id } });
    expect(room.status).toBe(201);
    expect(await created(`/rooms/${room.body.id}`)).toEqual({ name: 'QA Room', unit: unit.results[0]!.name });
  });
});
