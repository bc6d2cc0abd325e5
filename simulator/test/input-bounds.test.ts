// Bodies and query strings are bounded before anything is stored: too deep is a 400, too large a
// 413, an undeclared media type a 415, each with a reason; nothing is kept and later reads still work.
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, testApp } from './helpers.ts';

let built: BuiltApp;
let headers: { authorization: string };
beforeAll(async () => {
  built = await testApp();
  headers = await bearer(built, NURSE);
});
beforeEach(() => built.services.store.reset());
afterAll(async () => { await built.app.close(); });

const LEVELS = 10_000;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const send = (method: 'POST' | 'PUT', url: string, payload: string, contentType = 'application/json') =>
  built.app.inject({ method, url: `/api/v1${url}`, headers: { ...headers, 'content-type': contentType }, payload });
const read = async (url: string) => {
  const response = await built.app.inject({ url, headers });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

/** Write calls that take a free-form object, each with where its record is read back. */
const writes = [
  { method: 'PUT', url: '/user_preferences/table', body: (v: string) => `{"user_preference":{"settings":{"marker":${v}}}}`, readBack: '/api/v1/user_preferences' },
  { method: 'POST', url: '/table_user_settings', body: (v: string) => `{"table_user_setting":{"table_id":"video_devices","name":"marker","metadata":{"filters":{"x":${v}}}}}`, readBack: '/api/v1/table_user_settings' },
  { method: 'POST', url: '/audit_logs', body: (v: string) => `{"audit_log":{"category":"marker","extra":${v}}}`, readBack: '/sim/audit_logs' },
  { method: 'POST', url: '/videos/save_metrics', body: (v: string) => `{"video_device_metrics":[{"timestamp":"2026-01-01T00:00:00Z","metric_type":"stats","video_device_id":1,"division_id":1,"meeting_id":"marker","metrics":{"x":${v}}}]}`, readBack: '/sim/video_metrics' },
] as const;

describe('JSON depth', () => {
  it('refuses 10,000 nested objects or arrays with a 400 naming the body, and stores nothing', async () => {
    for (const write of writes) {
      for (const nested of [deepObject(LEVELS), deepArray(LEVELS)]) {
        const response = await send(write.method, write.url, write.body(nested));
        expect(response.statusCode, write.url).toBe(400);
        expect(response.json(), write.url).toMatchObject({ code: 'invalid_request', details: [{ field: 'body', rule: 'maxDepth' }] });
        expect(response.json().error, write.url).toMatch(/deeper than 32 levels/);
      }
      expect(await read(write.readBack), write.readBack).not.toContain('marker');
    }
    const whole = await send('PUT', '/user_preferences/table', deepArray(LEVELS));
    expect(whole.statusCode).toBe(400);
  });

  it('keeps free-form objects up to the limit and reads them back', async () => {
    const nested = deepObject(28);
    expect((await send('PUT', '/user_preferences/table', writes[0].body(nested))).statusCode).toBe(200);
    const stored = JSON.parse(await read('/api/v1/user_preferences')) as { key: string; settings: { marker: unknown } }[];
    expect(stored.find((p) => p.key === 'table')?.settings.marker).toEqual(JSON.parse(nested));
  });

  it('refuses prototype keys', async () => {
    const response = await send('PUT', '/user_preferences/table', '{"user_preference":{"settings":{"__proto__":{"admin":true}}}}');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
  });
});

describe('control characters', () => {
  it('refuses a name or key holding one with a 400 naming the field, and stores nothing', async () => {
    const named = await send('POST', '/patients?division_id=1', JSON.stringify({ patient: { display_name: 'Ada\u0000\u001b[31mStone', mrn: 'CTRL-1', status: 'active' } }));
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({ code: 'invalid_request', details: [{ field: 'body.patient.display_name', rule: 'text' }] });
    expect(built.services.store.data.patients.some((p) => p.mrn === 'CTRL-1')).toBe(false);
    const keyed = await send('PUT', '/user_preferences/table', JSON.stringify({ user_preference: { settings: { 'per\u0007page': 10 } } }));
    expect(keyed.json()).toMatchObject({ details: [{ field: 'body.user_preference.settings', rule: 'text' }] });
    const listed = await send('PUT', '/user_preferences/table', JSON.stringify({ user_preference: { settings: { views: ['a', 'b\u0085'] } } }));
    expect(listed.json()).toMatchObject({ details: [{ field: 'body.user_preference.settings.views.1', rule: 'text' }] });
  });

  it('refuses a bidirectional override or a lone surrogate, and a required name of only invisible characters', async () => {
    for (const [name, rule] of [['Ada\u202eenots', 'text'], ['Ada \\ud800', 'text'], ['\u200b\u200b', 'required']] as const) {
      const response = await send('POST', '/patients?division_id=1', `{"patient":{"display_name":"${name}","mrn":"INV-1","status":"active"}}`);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ details: [{ field: 'body.patient.display_name', rule }] });
    }
    expect(built.services.store.data.patients.some((p) => p.mrn === 'INV-1')).toBe(false);
  });

  it('keeps tabs and line breaks in text', async () => {
    const note = 'Patient back in bed.\r\n\tNurse informed.';
    const response = await send('PUT', '/user_preferences/table', JSON.stringify({ user_preference: { settings: { note } } }));
    expect(response.statusCode).toBe(200);
    expect(await read('/api/v1/user_preferences')).toContain(JSON.stringify(note));
  });
});

describe('body size and media type', () => {
  it('answers a body over 1 MiB with 413 and a reason, storing nothing', async () => {
    const response = await send('PUT', '/user_preferences/table', writes[0].body(`"${'x'.repeat(1024 * 1024)}"`));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'body_too_large', error: expect.stringMatching(/1048576 bytes/) });
    expect(await read('/api/v1/user_preferences')).not.toContain('marker');
  });

  it('answers a media type the call does not declare with 415 and the type it takes', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const response = await send('PUT', '/user_preferences/table', 'user_preference=1', type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json(), type).toMatchObject({ code: 'unsupported_media_type', error: `The request body must be application/json, not ${type}` });
    }
    const json = await send('POST', '/pusher/auth', '{"socket_id":"1.1","channel_name":"private-user-1"}');
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('The request body must be application/x-www-form-urlencoded, not application/json');
  });

  it('refuses a body on a call that takes none with a 400, whatever its type', async () => {
    for (const type of ['application/json', 'application/xml']) {
      const response = await built.app.inject({ method: 'DELETE', url: '/api/v1/user_preferences/table', headers: { ...headers, 'content-type': type }, payload: '{}' });
      expect(response.statusCode, type).toBe(400);
      expect(response.json().details, type).toEqual([expect.objectContaining({ field: 'body', rule: 'absent' })]);
    }
  });

  it('refuses realtime event data over Pusher\'s 10 KB with a 400 instead of failing to publish', async () => {
    const response = await send('POST', '/pusher/trigger_user', JSON.stringify({ event: 'note', data: { text: 'x'.repeat(11 * 1024) } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'body.data', rule: 'maxSize' })]);
  });

  it('bounds the form-encoded channel auth body and survives odd keys', async () => {
    const form = (payload: string) => send('POST', '/pusher/auth', payload, 'application/x-www-form-urlencoded');
    const large = await form(`socket_id=1.1&channel_name=private-user-1&pad=${'x'.repeat(8 * 1024)}`);
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toMatch(/4096 bytes/);
    for (const payload of ['socket_id=1.1&socket_id=2.2&channel_name=private-user-1', '__proto__=1&constructor[prototype][x]=1', `${'a=1&'.repeat(1000)}`]) {
      const response = await form(payload);
      expect(response.statusCode, payload.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload.slice(0, 40)).toBeLessThan(500);
    }
  });
});

describe('query strings', () => {
  it('refuses deep, sparse-array and very many parameters with a 400', async () => {
    const queries = ['filters[a][b][c][d][e][f]=1', 'filters[kind][500]=fixed', Array.from({ length: 1500 }, (_, i) => `p${i}=1`).join('&')];
    for (const query of queries) {
      const response = await built.app.inject({ url: `/api/v1/video_devices?${query}`, headers });
      expect(response.statusCode, query.slice(0, 40)).toBe(400);
      expect(response.json().error, query.slice(0, 40)).toEqual(expect.any(String));
    }
  });

  it('drops prototype keys without polluting any object', async () => {
    for (const query of ['__proto__[x]=1', 'constructor[prototype][x]=1', 'filters[__proto__][name]=x']) {
      expect((await built.app.inject({ url: `/api/v1/video_devices?${query}`, headers })).statusCode, query).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});


describe('addresses and requests the router or HTTP refuse', () => {
  it('answers a malformed address or an over-long path part in the contract shape', async () => {
    const bad = await built.app.inject({ url: '/api/v1/patients/%ED%A0%80', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_request', details: [{ field: 'path', rule: 'url' }] });
    const long = await built.app.inject({ url: `/api/v1/user_preferences/${'k'.repeat(300)}`, headers });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ code: 'uri_too_long', error: expect.stringMatching(/100 characters/) });
  });

  it('answers a request that is not HTTP with a JSON reason and closes the connection', async () => {
    const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /api/v1/patients HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => { text += chunk.toString(); });
      socket.on('close', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'The request is not valid HTTP', code: 'bad_request' });
  });
});

describe('a method the path does not take', () => {
  it('is a 405 naming the methods it does, and an unknown path stays a 404', async () => {
    const patch = await built.app.inject({ method: 'PATCH', url: '/api/v1/patients/2', headers });
    expect(patch.statusCode).toBe(405);
    expect(patch.headers.allow).toBe('GET, HEAD, PUT');
    expect(patch.json()).toMatchObject({ code: 'method_not_allowed', error: 'PATCH is not allowed on /api/v1/patients/2; it takes GET, HEAD, PUT' });
    const unknown = await built.app.inject({ method: 'PATCH', url: '/api/v1/no_such_things/2', headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
  });
});
