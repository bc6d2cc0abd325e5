import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

describe('POST /sessions/refresh', () => {
  it('keeps the session alive and names the session it refreshed', async () => {
    const headers = { ...(await bearer(built, NURSE)), 'session-id': 'session-abc-123' };

    const response = await built.app.inject({ method: 'POST', url: '/api/v1/sessions/refresh?division_id=*', headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ session_id: 'session-abc-123' });
    expect(Date.parse(response.json().refreshed_at)).toBeGreaterThan(Date.now() - 5000);
  });

  it('fails without a valid token, so the client logs out', async () => {
    const response = await built.app.inject({ method: 'POST', url: '/api/v1/sessions/refresh', headers: { authorization: 'Bearer nope' } });

    expect(response.statusCode).toBe(401);
  });
});
