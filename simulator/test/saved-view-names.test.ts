// Saved view names: a user could save two views of one table under one name, and the table's view
// menu showed two entries nobody could tell apart. A name is now unique (any case, spaces around it
// aside) among the owner's own views of the table, and among the organisation's system views of
// it; an own view may share a system view's name, which the menu shows as "Name (system)".
import { describe, expect, it } from 'vitest';
import { appPerFile } from './app-per-file.ts';
import { NURSE, SYSADMIN } from './helpers.ts';

const HOSPITAL_ADMIN = 'hospital.admin@mercy-general.test';
// Seeded: Mercy's system view of video devices, Offline devices (the sysadmin's).
const SYSTEM_VIEW = 1;

const { app, call } = appPerFile();

const create = (email: string, view: object) => call('POST', '/table_user_settings', email, { table_user_setting: { table_id: 'video_devices', ...view } });
const names = async (email: string) => ((await call('GET', '/table_user_settings?table_id=video_devices', email)).body as unknown as { name: string }[]).map((v) => v.name);
const refusal = (field: string, message: string) => ({ status: 400, body: expect.objectContaining({ details: [{ field, rule: 'unique', message }] }) });

describe('saved view names', () => {
  it('a second own view of a table under a taken name is refused on the name field; other tables, users and system views do not count', async () => {
    expect((await create(NURSE, { name: 'Carts' })).status).toBe(201);
    expect(await create(NURSE, { name: '  cARTS ' })).toMatchObject(refusal('body.table_user_setting.name', 'You already have a Video Devices view named Carts'));
    expect((await names(NURSE)).filter((n) => n.toLowerCase() === 'carts')).toEqual(['Carts']);
    expect((await call('POST', '/table_user_settings', NURSE, { table_user_setting: { table_id: 'patients', name: 'Carts' } })).status).toBe(201);
    expect((await create(HOSPITAL_ADMIN, { name: 'Carts' })).status).toBe(201);
    expect((await create(NURSE, { name: 'Offline devices' })).status).toBe(201);
  });

  it('renaming a view to a name another of the owner’s views has is refused, and the view keeps its name; saving it unrenamed is not', async () => {
    // The hospital administrator renames from her table and from Health System › Views.
    await create(HOSPITAL_ADMIN, { name: 'Carts' });
    const second = (await create(HOSPITAL_ADMIN, { name: 'Second' })).body as { id: number };
    const table = (name: string) => ({ table_user_setting: { table_id: 'video_devices', name, metadata: { per_page: 25 } } });
    const taken = 'You already have a Video Devices view named Carts';
    expect(await call('PUT', `/table_user_settings/${second.id}`, HOSPITAL_ADMIN, table('carts'))).toMatchObject(refusal('body.table_user_setting.name', taken));
    expect(await call('PUT', `/saved_views/${second.id}`, HOSPITAL_ADMIN, { saved_view: { name: 'CARTS' } })).toMatchObject(refusal('body.saved_view.name', taken));
    expect(await names(HOSPITAL_ADMIN)).toContain('Second');
    expect((await call('PUT', `/table_user_settings/${second.id}`, HOSPITAL_ADMIN, table('Second'))).status).toBe(200);
  });

  it('a system view under a name another system view of the table has is refused, however it became one', async () => {
    const taken = 'Video Devices already has a system view named Offline devices';
    expect(await create(SYSADMIN, { name: 'offline devices', is_system: true })).toMatchObject(refusal('body.table_user_setting.name', taken));
    const own = (await create(SYSADMIN, { name: 'Offline Devices' })).body as { id: number };
    expect(await call('PUT', `/saved_views/${own.id}`, SYSADMIN, { saved_view: { is_system: true } })).toMatchObject(refusal('body.saved_view.name', taken));
    const other = (await create(SYSADMIN, { name: 'Tower', is_system: true })).body as { id: number };
    expect(await call('PUT', `/saved_views/${other.id}`, SYSADMIN, { saved_view: { name: 'Offline devices' } })).toMatchObject(refusal('body.saved_view.name', taken));
    expect((await call('GET', `/saved_views/${SYSTEM_VIEW}`, SYSADMIN)).body).toMatchObject({ name: 'Offline devices', is_system: true });
    expect((await call('GET', `/saved_views/${own.id}`, SYSADMIN)).body).toMatchObject({ is_system: false });
  });

  it('views that shared a name before the rule can still be saved unrenamed (made default, their filters kept)', async () => {
    const first = (await create(HOSPITAL_ADMIN, { name: 'Twins' })).body as { id: number };
    const second = (await create(HOSPITAL_ADMIN, { name: 'Other twin' })).body as { id: number };
    // As stored before names were unique.
    const stored = app().services.store.data.tableSettings.find((v) => v.id === second.id)!;
    stored.name = 'Twins';
    expect((await call('PUT', `/saved_views/${second.id}`, HOSPITAL_ADMIN, { saved_view: { is_default: true } })).status).toBe(200);
    expect((await call('PUT', `/table_user_settings/${first.id}`, HOSPITAL_ADMIN, { table_user_setting: { table_id: 'video_devices', name: 'Twins', metadata: { per_page: 50 } } })).status).toBe(200);
  });

  it('a rename to an empty or blank name is refused on the name field, and the view keeps its name', async () => {
    const view = (await create(HOSPITAL_ADMIN, { name: 'Named' })).body as { id: number };
    for (const name of ['', '   ']) {
      const refused = await call('PUT', `/saved_views/${view.id}`, HOSPITAL_ADMIN, { saved_view: { name } });
expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('body.saved_view.name');
    }
    expect((await call('GET', `/saved_views/${view.id}`, HOSPITAL_ADMIN)).body).toMatchObject({ name: 'Named' });
  });
});
