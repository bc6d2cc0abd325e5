import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

describe('bearer-token authentication', () => {
  it('answers 401 without a token', async () => {
    const response = await built.app.inject({ url: '/api/v1/users/current' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 401 for an unknown token', async () => {
    const response = await built.app.inject({ url: '/api/v1/users/current', headers: { authorization: 'Bearer nope' } });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 token_expired once the token has expired', async () => {
    const created = await built.app.inject({ method: 'POST', url: '/sim/tokens', payload: { email: NURSE, expires_in: 60 } });
    const { token } = created.json<{ token: string }>();
    const ok = await built.app.inject({ url: '/api/v1/users/current', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    try {
      const expired = await built.app.inject({ url: '/api/v1/users/current', headers: { authorization: `Bearer ${token}` } });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ code: 'token_expired' });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('refuses a blocked user even with a token', async () => {
    const headers = await bearer(built, 'blocked@mercy-general.test');
    const response = await built.app.inject({ url: '/api/v1/users/current', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'user_blocked' });
  });

  it('returns the signed-in user with role, hospital, divisions and permissions', async () => {
    const headers = await bearer(built, NURSE);
    const response = await built.app.inject({ url: '/api/v1/users/current', headers: { ...headers, 'session-id': 'tab-0001-abcd' } });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({ name: 'Nora Lindqvist', role: { name: 'Nurse', show_admin_menu: false }, hospital: { organization_id: 'mercy-general' } });
    expect(user.divisions.map((d: { name: string }) => d.name)).toEqual(['North Tower', 'South Tower']);
    expect(user.permissions).toContainEqual({ action: 'View', resource: 'VideoDevice' });
  });

  it('rejects a malformed Session-Id header with 400', async () => {
    const headers = await bearer(built, NURSE);
    const response = await built.app.inject({ url: '/api/v1/users/current', headers: { ...headers, 'session-id': 'bad id!' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: 'header.session-id', rule: 'pattern' });
  });
});

describe('division rules', () => {
  it('allows all divisions (*) and the user\'s own divisions', async () => {
    const headers = await bearer(built, NURSE);
    for (const division of ['*', '1', '2']) {
      const response = await built.app.inject({ url: `/api/v1/notifications?division_id=${division}`, headers });
      expect(response.statusCode, division).toBe(200);
    }
  });

  it('answers 403 for a division that is not the user\'s', async () => {
    const headers = await bearer(built, NURSE);
    const response = await built.app.inject({ url: '/api/v1/notifications?division_id=3', headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'division_forbidden' });
  });

  it('answers 400 for a division id that is not a number or *', async () => {
    const headers = await bearer(built, NURSE);
    const response = await built.app.inject({ url: '/api/v1/notifications?division_id=north', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: 'query.division_id', rule: 'pattern' });
  });

  it('scopes results to the division asked for', async () => {
    const headers = await bearer(built, NURSE);
    const response = await built.app.inject({ url: '/api/v1/notifications?division_id=2', headers });
    const divisions = new Set(response.json().results.map((n: { division_id: number }) => n.division_id));
    expect([...divisions]).toEqual([2]);
  });
});
