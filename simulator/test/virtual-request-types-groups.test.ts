// Virtual request types and groups, their own rules beyond the generated contract tests: a request
// type's video reason and a group's members (organisation), rooms and units (division) are the caller's (another's reads as missing, unnamed); every request kind a signed-in user holds has a
// type of their organisation; a group's revision names who and what changed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

const VIRTUAL_NURSE = 'virtual.nurse@mercy-general.test';
let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
afterEach(() => built.services.store.reset());

async function api(method: 'GET' | 'POST' | 'PUT', url: string, email = SYSADMIN, payload?: object) {
  const response = await built.app.inject({ method, url: `/api/v1${url}`, headers: await bearer(built, email), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, json: response.json(), text: response.body };
}

describe('virtual request types', () => {
  it('has a type for every request kind a signed-in user holds', async () => {
    const me = (await api('GET', '/users/current', VIRTUAL_NURSE)).json as { virtual_request_types: string[] };
    const types = (await api('GET', '/virtual_request_types?per_page=100')).json.results as { kind: string; name: string; video_reason: { name: string } | null }[];
    expect(me.virtual_request_types.length).toBeGreaterThan(0);
    for (const kind of me.virtual_request_types) expect(types.map((t) => t.kind)).toContain(kind);
    expect(types.find((t) => t.kind === 'eicu')).toMatchObject({ name: 'eICU', video_reason: { name: 'Safety concern' } });
  });

  it('takes a video reason of the caller’s organisation only, and answers another’s on its field without naming it', async () => {
    const store = built.services.store;
    const foreign = store.data.videoReasons.find((r) => r.organization_id !== store.userByEmail(SYSADMIN)!.organization_id)!;
    const answer = await api('PUT', '/virtual_request_types/1', SYSADMIN, { virtual_request_type: { video_reason_id: foreign.id } });
    expect(answer.status).toBe(400);
    expect(answer.json.details).toEqual([expect.objectContaining({ field: 'body.virtual_request_type.video_reason_id' })]);
    expect(answer.text).not.toContain(foreign.name);
  });

  it('plays a new type’s sound once unless told, and reads the reason’s name in the revision', async () => {
    const created = await api('POST', '/virtual_request_types', SYSADMIN, { virtual_request_type: { kind: 'security', name: 'Code Grey', default_priority: 'high', notification_sound: 'siren', video_reason_id: 6 } });
    expect(created.status).toBe(201);
    const [creation] = (await api('GET', `/virtual_request_types/${created.json.id}/revisions`)).json as { audited_changes: Record<string, unknown> }[];
    expect(creation?.audited_changes).toMatchObject({ name: 'Code Grey', video_reason_id: 'Safety concern', sound_repeat_count: 1 });
    expect((await api('PUT', `/virtual_request_types/${created.json.id}`, SYSADMIN, { virtual_request_type: { video_reason_id: null } })).status).toBe(200);
    expect(created.json).toMatchObject({ sound_repeat_count: 1, enabled: true, video_reason: { id: 6, name: 'Safety concern' } });
    expect((await api('PUT', `/virtual_request_types/${created.json.id}`, SYSADMIN, { virtual_request_type: { video_reason_id: 6 } })).status).toBe(200);
    const [latest] = (await api('GET', `/virtual_request_types/${created.json.id}/revisions`)).json as { audited_changes: Record<string, unknown> }[];
    expect(latest?.audited_changes.video_reason_id).toEqual([null, 'Safety concern']);
  });

  it('is read and changed with Edit Role only (a nurse may do neither)', async () => {
    expect((await api('GET', '/virtual_request_types', NURSE)).status).toBe(403);
    expect((await api('PUT', '/virtual_request_types/1', NURSE, { virtual_request_type: { enabled: false } })).status).toBe(403);
  });
});

describe('groups', () => {
  it('offers rooms and units of the division asked for, and members of the whole hospital', async () => {
    const rooms = (await api('GET', '/groups/dropdown?field=room&division_id=1')).json as { value: string }[];
    expect(rooms.map((r) => r.value)).toContain('N-301');
    expect(rooms.every((r) => r.value.startsWith('N-'))).toBe(true);
    const members = (await api('GET', '/groups/dropdown?field=member&division_id=3')).json as { value: string }[];
    expect(members.map((m) => m.value)).toContain('Dana Pemberton');
    // A group gives its rooms to members of other divisions too (the Access Browser's group reason);
    // never to another organisation's users, nor to blocked ones.
    expect(members.map((m) => m.value)).toContain('Nora Lindqvist');
    expect(members.map((m) => m.value)).not.toContain('Olive Sandoval');
    expect(members.map((m) => m.value)).not.toContain('Blake Holloway');
  });

  it('answers another division’s room on its field without naming it', async () => {
    const other = built.services.store.data.rooms.find((r) => r.division_id === 2)!;
    const answer = await api('PUT', '/groups/10?division_id=1', SYSADMIN, { group: { room_ids: [other.id] } });
    expect(answer.status).toBe(400);
    expect(answer.json.details).toEqual([expect.objectContaining({ field: 'body.group.room_ids' })]);
    expect(answer.text).not.toContain(other.name);
  });

  it('names the members, rooms and units of a new group in its create revision', async () => {
    const [member] = (await api('GET', '/groups/dropdown?field=member&division_id=1')).json as { key: string; value: string }[];
    const [room] = (await api('GET', '/groups/dropdown?field=room&division_id=1')).json as { key: string; value: string }[];
    const created = await api('POST', '/groups?division_id=1', SYSADMIN, { group: { name: 'Night Float', member_ids: [Number(member!.key)], room_ids: [Number(room!.key)] } });
    expect(created.status).toBe(201);
    const [creation] = (await api('GET', `/groups/${created.json.id}/revisions?division_id=1`)).json as { audited_changes: Record<string, unknown> }[];
    expect(creation?.audited_changes).toMatchObject({ name: 'Night Float', member_ids: member!.value, room_ids: room!.value, unit_ids: '' });
  });

  it('names the members before and after in the revision', async () => {
    const group = (await api('GET', '/groups/11?division_id=1')).json as { members: { id: number; name: string }[] };
    const kept = group.members.slice(0, 1);
    expect((await api('PUT', '/groups/11?division_id=1', SYSADMIN, { group: { member_ids: kept.map((m) => m.id) } })).status).toBe(200);
    const [latest] = (await api('GET', '/groups/11/revisions?division_id=1')).json as { audited_changes: Record<string, unknown> }[];
    expect(latest?.audited_changes.member_ids).toEqual([group.members.map((m) => m.name).sort().join(', '), kept[0]?.name]);
  });
});
