import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, testApp } from './helpers.ts';

let built: BuiltApp;
let headers: { authorization: string };
beforeAll(async () => {
  built = await testApp();
  headers = await bearer(built, NURSE);
});
afterAll(async () => { await built.app.close(); });

describe('requests are validated against the contract', () => {
  it('names the field and the rule of a bad query', async () => {
    const response = await built.app.inject({ url: '/api/v1/video_devices?per_page=7', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid request: query.per_page must be one of: 10, 25, 50, 100',
      code: 'invalid_request',
      details: [{ field: 'query.per_page', rule: 'enum', message: 'query.per_page must be one of: 10, 25, 50, 100' }],
    });
  });

  it('rejects unknown query parameters and unknown filters', async () => {
    const unknown = await built.app.inject({ url: '/api/v1/notifications?colour=red', headers });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toContainEqual(expect.objectContaining({ field: 'query.colour', rule: 'additionalProperties' }));
    const filter = await built.app.inject({ url: '/api/v1/video_devices?filters[bogus][]=1', headers });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().details).toContainEqual(expect.objectContaining({ field: 'query.filters.bogus' }));
  });

  it('rejects an empty search', async () => {
    const response = await built.app.inject({ url: '/api/v1/search?q=', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: 'query.q', rule: 'minLength' });
  });

  it('rejects a body that is missing a required field, with its path', async () => {
    const response = await built.app.inject({ method: 'PUT', url: '/api/v1/user_preferences/mask_phi', headers, payload: { user_preference: {} } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: 'body.user_preference.settings', rule: 'required' });
  });

  it('answers malformed JSON with 400 and a wrong content type with 415, never 500', async () => {
    const json = await built.app.inject({ method: 'PUT', url: '/api/v1/user_preferences/mask_phi', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"user_preference":' });
    expect(json.statusCode).toBe(400);
    const text = await built.app.inject({ method: 'PUT', url: '/api/v1/user_preferences/mask_phi', headers: { ...headers, 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBeTruthy();
  });

  it('never answers 500 to hostile input on any call', async () => {
    const attempts = [
      '/api/v1/video_devices?page=0', '/api/v1/video_devices?page=abc', '/api/v1/video_devices?order_by=status',
      '/api/v1/video_devices?order_by[field]=password', '/api/v1/video_devices?order_by[field]=a&order_by[direction]=sideways',
      '/api/v1/video_devices?filters=kind', '/api/v1/video_devices?filters[kind][]=toaster', '/api/v1/video_devices?filters[name][x]=1',
      `/api/v1/search?q=${'x'.repeat(500)}`, '/api/v1/table_user_settings?table_id=../../etc',
      '/api/v1/user_preferences/..%2f..', '/api/v1/user_preferences/UPPER', '/api/v1/notifications?archived=maybe',
      '/api/v1/table_user_settings/abc', '/api/v1/table_user_settings/-1',
    ];
    for (const url of attempts) {
      const response = await built.app.inject({ url, headers });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().error, url).toEqual(expect.any(String));
    }
    for (const url of ['/api/v1/search?q=%00%ff', '/api/v1/search?q=%25%27%22%3C', '/api/v1/search?q=%20']) {
      expect((await built.app.inject({ url, headers })).statusCode, url).toBe(200);
    }
    const bodies = [undefined, '', 'null', '[]', '{"table_user_setting":{"table_id":"x","name":"   "}}', '{"table_user_setting":{"table_id":"x","name":"a","metadata":{"per_page":7}}}'];
    for (const payload of bodies) {
      const response = await built.app.inject({ method: 'POST', url: '/api/v1/table_user_settings', headers: { ...headers, 'content-type': 'application/json' }, payload });
      expect(response.statusCode, String(payload)).toBe(400);
    }
  });

  it('answers unknown API routes with the JSON error shape', async () => {
    const response = await built.app.inject({ url: '/api/v1/nothing-here', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
