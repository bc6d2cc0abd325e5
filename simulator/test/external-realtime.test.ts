// docker compose runs soketi as the realtime server: the simulator then publishes through the same
// SDK to PUSHER_HOST/PORT. Here a second simulator plays soketi's part (it speaks the same Pusher
// protocol and HTTP API), proving the wiring by environment alone.
import Pusher from 'pusher-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { freePort, NURSE } from './helpers.ts';

let api: BuiltApp;
let realtimeServer: BuiltApp;
let apiPort: number;
let realtimePort: number;

beforeAll(async () => {
  [apiPort, realtimePort] = [await freePort(), await freePort()];
  realtimeServer = await buildApp({ webDist: null, port: realtimePort });
  await realtimeServer.app.listen({ port: realtimePort, host: '127.0.0.1' });
  const base = loadConfig({ PORT: String(apiPort), PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(realtimePort) });
  api = await buildApp({ ...base, webDist: null, validateResponses: true });
  await api.app.listen({ port: apiPort, host: '127.0.0.1' });
});
afterAll(async () => {
  await api.app.close();
  await realtimeServer.app.close();
});

it('publishes to the external realtime server named by PUSHER_HOST/PUSHER_PORT', async () => {
  const token = (await (await fetch(`http://127.0.0.1:${apiPort}/sim/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: NURSE }) })).json()) as { token: string };
  const client = new Pusher('bedside-key', {
    wsHost: '127.0.0.1', wsPort: realtimePort, forceTLS: false, enabledTransports: ['ws'], cluster: 'mt1', disableStats: true,
    channelAuthorization: { endpoint: `http://127.0.0.1:${apiPort}/api/v1/pusher/auth`, transport: 'ajax', headers: { authorization: `Bearer ${token.token}` } },
  });
  const channel = client.subscribe('private-encrypted-user-4');
  await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
  const received: unknown[] = [];
  channel.bind('request-browser-refresh', (data: unknown) => received.push(data));

  const published = await fetch(`http://127.0.0.1:${apiPort}/sim/events`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scope: 'user', user_email: NURSE, event: 'request-browser-refresh', data: { message: 'hello' } }),
  });
  expect(published.status).toBe(202);
  await expect.poll(() => received).toEqual([{ message: 'hello' }]);
  expect(realtimeServer.services.hub.connectionCount).toBe(1);
  expect(api.services.hub.connectionCount).toBe(0);
  client.disconnect();
});
