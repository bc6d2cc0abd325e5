// Numbers are parsed strictly: a path or query value converts only when it is the canonical
// decimal spelling, and a JSON body is never converted at all (JSON carries its own types).
// Anything else is a 400 naming the field, never a silent match of another record.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
let headers: { authorization: string };
beforeAll(async () => {
  built = await testApp();
  headers = await bearer(built, SYSADMIN);
});
beforeEach(() => built.services.store.reset());
afterAll(async () => { await built.app.close(); });

const get = (url: string) => built.app.inject({ url: `/api/v1${url}`, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: string) =>
  built.app.inject({ method, url: `/api/v1${url}`, headers: { ...headers, 'content-type': 'application/json' }, payload });

describe('path ids', () => {
  it('accept the canonical decimal spelling only', async () => {
    expect((await get('/video_devices/1')).statusCode).toBe(200);
    for (const id of ['%201', '1%20', '+1', '1e0', '0x1', '1.0', '01', '0b1', '1_0', '99999999999999999999']) {
      const response = await get(`/video_devices/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().details, id).toContainEqual(expect.objectContaining({ field: 'path.id', rule: 'type' }));
    }
  });

  it('are checked the same way on every call that takes one', async () => {
    const response = await get('/patients/+2');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: 'path.id' });
    expect((await send('PUT', '/table_user_settings/1e0', '{"table_user_setting":{"table_id":"video_devices","name":"x"}}')).statusCode).toBe(400);
  });
});

describe('query values', () => {
  it('convert integers and booleans only from their canonical spelling', async () => {
    expect((await get('/video_devices?page=2&per_page=25')).json().metadata).toMatchObject({ page: 2, per_page: 25 });
    for (const query of ['page=+1', 'page=1e0', 'page=%201', 'page=0x1', 'per_page=1e1', 'per_page=010']) {
      const response = await get(`/video_devices?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details[0].field, query).toBe(`query.${query.split('=')[0]}`);
    }
    expect((await get('/notifications?archived=true')).statusCode).toBe(200);
    for (const value of ['1', 'TRUE', 'yes']) expect((await get(`/notifications?archived=${value}`)).statusCode, value).toBe(400);
  });

  it('still take a single value for a list and nested filters', async () => {
    const fixed = await get('/video_devices?filters[kind]=fixed&filters[id]=1');
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().results.map((d: { id: number }) => d.id)).toEqual([1]);
    const filter = await get('/video_devices?filters[id]=1.0');
    expect(filter.statusCode).toBe(400);
    expect(filter.json().details[0]).toMatchObject({ field: 'query.filters.id', rule: 'type' });
  });
});

describe('JSON bodies', () => {
  it('are never converted: a string, a boolean or a lone item is not an integer or a list', async () => {
    const device = built.services.store.data.devices.find((d) => d.kind === 'mobilecart' && d.division.id === 1 && d.service_status === 'in_service');
    if (!device) throw new Error('seed: no cart');
    device.frame_processing = 'upload';
    const interval = `/video_devices/${device.id}/frame_upload_interval`;
    for (const value of ['"15"', 'true', '[15]', 'null']) {
      const response = await send('POST', interval, `{"frame_upload_interval":${value}}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json().details[0], value).toMatchObject({ field: 'body.frame_upload_interval', rule: 'type' });
    }
    expect(device.state.frame_upload_interval ?? null).not.toBe(1);
    expect((await send('POST', interval, '{"frame_upload_interval":15}')).json().state.frame_upload_interval).toBe(15);

    const reasons = await send('POST', '/videos/join_meeting', '{"device_id":1,"patient_id":1,"video_reason_ids":1}');
    expect(reasons.json().details[0]).toMatchObject({ field: 'body.video_reason_ids', rule: 'type' });
    const view = await send('POST', '/table_user_settings', '{"table_user_setting":{"table_id":"video_devices","name":"x","is_default":"true"}}');
    expect(view.json().details[0]).toMatchObject({ field: 'body.table_user_setting.is_default', rule: 'type' });
  });
});
