// The /sim control API can mint a token for any user and rewrite every record: it answers
// loopback callers only, and to anyone else it is absent (the 404 of an unknown path), unless
// SIM_API_OPEN=1 opens it. The provider API is not affected.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { NURSE, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

const mintToken = (app: BuiltApp, remoteAddress: string) =>
  app.app.inject({ method: 'POST', url: '/sim/tokens', payload: { email: NURSE }, remoteAddress });

describe('/sim from loopback', () => {
  it.each(['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1'])('answers a caller at %s', async (remoteAddress) => {
    expect((await mintToken(built, remoteAddress)).statusCode).toBe(201);
    expect((await built.app.inject({ url: '/sim/health', remoteAddress })).statusCode).toBe(200);
  });
});

describe('/sim off loopback', () => {
  it.each(['192.168.1.20', '10.0.0.5', '::ffff:172.17.0.1', '2001:db8::1'])('is absent for a caller at %s, and mints nothing', async (remoteAddress) => {
    const mint = vi.spyOn(built.services.tokens, 'mint');
    const refused = await mintToken(built, remoteAddress);
    const unknown = await built.app.inject({ method: 'POST', url: '/sim/no-such-operation', payload: { email: NURSE }, remoteAddress });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ ...unknown.json(), error: 'No route for POST /sim/tokens' });
    expect(mint).not.toHaveBeenCalled();
    expect((await built.app.inject({ url: '/sim/health', remoteAddress })).statusCode).toBe(404);
    mint.mockRestore();
  });

  it('leaves the provider API to its own authentication', async () => {
    const response = await built.app.inject({ url: '/api/v1/users/current', remoteAddress: '192.168.1.20' });
    expect(response.statusCode).toBe(401);
  });

  it('answers everyone when SIM_API_OPEN=1 opens it', async () => {
    const open = await buildApp({ devicesAwaitEmulator: false, webDist: null, simApiOpen: true });
    expect((await mintToken(open, '192.168.1.20')).statusCode).toBe(201);
    await open.app.close();
  });
});
