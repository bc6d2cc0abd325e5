import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, testApp } from './helpers.ts';

let built: BuiltApp;
let auth: { authorization: string };
beforeAll(async () => {
  built = await testApp();
  auth = await bearer(built, NURSE);
});
afterEach(async () => { await built.app.inject({ method: 'DELETE', url: '/sim/faults' }); });
afterAll(async () => { await built.app.close(); });

const addFault = (payload: object) => built.app.inject({ method: 'POST', url: '/sim/faults', payload });
const menus = () => built.app.inject({ url: '/api/v1/menu_sets', headers: auth });

describe('/sim/faults', () => {
  it('answers with the inactivity time-out for the given number of calls, then serves normally', async () => {
    const added = await addFault({ path_prefix: '/menu_sets', status: 401, type: 'UserAuthenticator::InactivityTimeout', error: 'Your session timed out', times: 2 });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ path_prefix: '/menu_sets', status: 401, remaining: 2, method: null });

    for (let i = 0; i < 2; i += 1) {
      const failed = await menus();
      expect(failed.statusCode).toBe(401);
      expect(failed.json()).toEqual({ error: 'Your session timed out', type: 'UserAuthenticator::InactivityTimeout' });
    }
    expect((await menus()).statusCode).toBe(200);
    expect((await built.app.inject({ url: '/sim/faults' })).json()).toEqual([]);
  });

  it('answers a 500 with the server text even for an operation whose contract lists no 500', async () => {
    await addFault({ path_prefix: '/api/v1/notifications', status: 500, error: 'Database is down' });

    const failed = await built.app.inject({ url: '/api/v1/notifications', headers: auth });

    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: 'Database is down' });
    expect((await menus()).statusCode).toBe(200);
  });

  it('matches the method when one is given and keeps going until cleared', async () => {
    await addFault({ path_prefix: '/user_preferences', method: 'PUT', status: 503 });

    expect((await built.app.inject({ url: '/api/v1/user_preferences', headers: auth })).statusCode).toBe(200);
    const put = () => built.app.inject({ method: 'PUT', url: '/api/v1/user_preferences/mask_phi', headers: auth, payload: { user_preference: { settings: { enabled: true } } } });
    expect((await put()).json()).toEqual({ error: 'Simulated fault: HTTP 503' });
    expect((await put()).statusCode).toBe(503);

    expect((await built.app.inject({ method: 'DELETE', url: '/sim/faults' })).json()).toEqual({ cleared: 1 });
    expect((await put()).statusCode).not.toBe(503);
  });

  it('delays a call by latency_ms and then serves it', async () => {
    await addFault({ path_prefix: '/menu_sets', latency_ms: 300, times: 1 });

    const started = Date.now();
    const slow = await menus();

    expect(slow.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('applies before authentication, as a failing backend would answer', async () => {
    await addFault({ path_prefix: '/users/current', status: 502, error: 'Bad gateway', times: 1 });

    const failed = await built.app.inject({ url: '/api/v1/users/current' });

    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: 'Bad gateway' });
  });

  it('rejects a fault that neither fails nor delays, and malformed input, with a reason', async () => {
    const empty = await addFault({ path_prefix: '/menu_sets' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toMatchObject({ field: 'body.status', rule: 'required' });

    const bad = await addFault({ path_prefix: 'menu_sets', status: 200 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['body.path_prefix', 'body.status']));
  });

  it('answers 200 with a given body of any shape, as a provider answering something unexpected, then serves normally', async () => {
    const added = await addFault({ path_prefix: '/menu_sets', method: 'GET', body: { results: null, metadata: 'none' }, times: 1 });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ body: { results: null, metadata: 'none' }, status: null, remaining: 1 });

    const odd = await menus();
    expect(odd.statusCode).toBe(200);
    expect(odd.headers['content-type']).toMatch(/^application\/json/);
    expect(odd.json()).toEqual({ results: null, metadata: 'none' });
    expect(Array.isArray((await menus()).json())).toBe(true);

    // null is a body too; a fault without one lists none.
    await addFault({ path_prefix: '/menu_sets', body: null, times: 1 });
    expect((await built.app.inject({ url: '/sim/faults' })).json()[0]).toHaveProperty('body', null);
    expect((await menus()).body).toBe('null');
    await addFault({ path_prefix: '/menu_sets', latency_ms: 1, times: 1 });
    expect((await built.app.inject({ url: '/sim/faults' })).json()[0]).not.toHaveProperty('body');
  });

  it('rejects a body beside the fields of an error answer, naming the field', async () => {
    const withStatus = await addFault({ path_prefix: '/menu_sets', status: 500, body: {} });
    expect(withStatus.statusCode).toBe(400);
    expect(withStatus.json().details).toEqual([expect.objectContaining({ field: 'body.body', rule: 'conflict' })]);

    const withError = await addFault({ path_prefix: '/menu_sets', body: [], error: 'Database is down' });
    expect(withError.statusCode).toBe(400);
    expect(withError.json().details).toEqual([expect.objectContaining({ field: 'body.error', rule: 'conflict' })]);
    expect((await built.app.inject({ url: '/sim/faults' })).json()).toEqual([]);
  });

  it('is cleared by a reset', async () => {
    await addFault({ path_prefix: '/menu_sets', status: 500 });

    await built.app.inject({ method: 'POST', url: '/sim/reset', payload: {} });

    expect((await built.app.inject({ url: '/sim/faults' })).json()).toEqual([]);
  });
});
