// POST /sim/realtime/restart over real sockets: every connection drops, pusher-js reconnects at
// once (close code 4200), subscribes again and receives events again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { NURSE } from './helpers.ts';
import { listeningApp, pusherClient, tokenFor } from './live-app.ts';

let built: BuiltApp;
let port: number;
const base = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  ({ built, port } = await listeningApp(false));
});
afterAll(async () => { await built.app.close(); });

async function post(path: string, body?: object): Promise<Response> {
  return fetch(`${base()}${path}`, { method: 'POST', headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
}

describe('realtime restart', () => {
  it('drops every connection; the client resubscribes and still receives events', async () => {
    const client = pusherClient(port, await tokenFor(port, NURSE));
    const channel = client.subscribe('private-encrypted-user-4');
    let subscriptions = 0;
    channel.bind('pusher:subscription_succeeded', () => { subscriptions += 1; });
    const received: unknown[] = [];
    channel.bind('user-updated', (data: unknown) => received.push(data));
    await expect.poll(() => subscriptions).toBe(1);

    const restart = await post('/sim/realtime/restart');
    expect(restart.status).toBe(200);
    expect(await restart.json()).toEqual({ disconnected: 1 });

    await expect.poll(() => subscriptions, { timeout: 5000 }).toBe(2);
    const published = await post('/sim/events', { scope: 'user', user_email: NURSE, event: 'user-updated', data: { user_id: 4 } });
    expect(published.status).toBe(202);
    await expect.poll(() => received).toEqual([{ user_id: 4 }]);
    client.disconnect();
  });
});
