import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
let admin: { authorization: string };
let nurse: { authorization: string };
beforeAll(async () => {
  built = await testApp();
  admin = await bearer(built, SYSADMIN);
  nurse = await bearer(built, NURSE);
});
beforeEach(() => built.services.store.reset());
afterAll(async () => { await built.app.close(); });

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers = admin) =>
  built.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const cart = () => built.services.store.data.devices.find((d) => d.kind === 'mobilecart' && d.division.id === 1 && d.service_status === 'in_service')!;

describe('one video device', () => {
  it('edits fields and records each change as a revision', async () => {
    const device = cart();
    const oldName = device.name;
    const room = built.services.store.data.rooms.find((r) => r.division_id === 1)!;
    const put = await inject('PUT', `/video_devices/${device.id}`, { video_device: { name: 'Renamed Cart', room_id: room.id, description: 'by the lift' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Renamed Cart', room: { id: room.id, name: room.name }, description: 'by the lift' });
    const revisions = (await inject('GET', `/video_devices/${device.id}/revisions`)).json();
    expect(revisions[0]).toMatchObject({
      action: 'update',
      username: expect.any(String),
      audited_changes: { name: [oldName, 'Renamed Cart'], room: [null, room.name], description: [null, 'by the lift'] },
    });
    expect(revisions.at(-1)).toMatchObject({ action: 'create' });
  });

  it('rejects a room of another division and hides devices of other divisions', async () => {
    const device = cart();
    const foreign = built.services.store.data.rooms.find((r) => r.division_id === 2)!;
    const put = await inject('PUT', `/video_devices/${device.id}`, { video_device: { room_id: foreign.id } });
    expect(put.statusCode).toBe(400);
    expect(put.json().details[0]).toMatchObject({ field: 'body.video_device.room_id' });
    const pediatric = built.services.store.data.devices.find((d) => d.division.id === 3)!;
    expect((await inject('GET', `/video_devices/${pediatric.id}`, undefined, nurse)).statusCode).toBe(404);
    expect((await inject('PUT', `/video_devices/${device.id}`, { video_device: { name: 'x' } }, nurse)).statusCode).toBe(403);
  });

  it('validates frame processing and the upload interval with a reason', async () => {
    const device = cart();
    device.frame_processing = 'upload_and_pipeline';
    const off = await inject('POST', `/video_devices/${device.id}/frame_processing`, { frame_processing: 'off' });
    expect(off.json().frame_processing).toBe('off');
    const blocked = await inject('POST', `/video_devices/${device.id}/frame_upload_interval`, { frame_upload_interval: 15 });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error).toMatch(/frame processing/);
    await inject('POST', `/video_devices/${device.id}/frame_processing`, { frame_processing: 'upload' });
    const tooLong = await inject('POST', `/video_devices/${device.id}/frame_upload_interval`, { frame_upload_interval: 0 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0]).toMatchObject({ field: 'body.frame_upload_interval', rule: 'minimum' });
    const ok = await inject('POST', `/video_devices/${device.id}/frame_upload_interval`, { frame_upload_interval: 15 });
    expect(ok.json().state.frame_upload_interval).toBe(15);
    const bad = await inject('POST', `/video_devices/${device.id}/frame_processing`, { frame_processing: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    const changes = (await inject('GET', `/video_devices/${device.id}/revisions`)).json().map((r: { audited_changes: object }) => Object.keys(r.audited_changes)[0]);
    expect(changes.slice(0, 3)).toEqual(['frame_upload_interval', 'frame_processing', 'frame_processing']);
  });
});

describe('CSV export', () => {
  it('streams every matching row with the same filters, all values quoted', async () => {
    const query = 'division_id=1&filters[kind][]=mobilecart&order_by[field]=name';
    const page = (await inject('GET', `/video_devices?${query}&per_page=100`)).json();
    const csv = await inject('GET', `/video_devices/export.csv?${query}&columns[]=name&columns[]=room&columns[]=custom_fields.cart_color`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Name","Room","Cart Colour"');
    expect(lines).toHaveLength(page.metadata.count + 1);
    expect(lines[1]).toBe(`"${page.results[0].name}","N/A","${page.results[0].custom_fields.cart_color}"`);
    const bad = await inject('GET', '/video_devices/export.csv?filters[status][]=nope');
    expect(bad.statusCode).toBe(400);
  });
});
