// The trigger calls over real sockets: a user may not broadcast an event the server publishes
// (any user could sign out every session of the hospital with `logout`, or show their own text as
// a browser-refresh request to everyone), and an event on their own channel carries its payload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { NURSE, OBSERVER } from './helpers.ts';
import { listeningApp, pusherClient, tokenFor } from './live-app.ts';

let built: BuiltApp;
let port: number;

beforeAll(async () => {
  ({ built, port } = await listeningApp(false));
});
afterAll(async () => { await built.app.close(); });

const PEDS_NURSE = 'peds.nurse@mercy-general.test';

async function trigger(email: string, scope: 'hospital' | 'user', body: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/pusher/trigger_${scope}?division_id=*`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(port, email)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() as { details?: { field: string }[] } };
}

/** A pusher-js client of the user, subscribed to the channel; what it hears, by event. */
async function listener(email: string, channelName: string) {
  const client = pusherClient(port, await tokenFor(port, email));
  const channel = client.subscribe(channelName);
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
  });
  const heard: string[] = [];
  channel.bind_global((event: string) => { if (!event.startsWith('pusher:')) heard.push(event); });
  return { heard, close: () => client.disconnect() };
}

describe('trigger calls', () => {
  it('refuse an event the server publishes on the hospital channel, naming the field; a client event of its own goes out', async () => {
    const nurse = await listener(NURSE, 'private-encrypted-hospital-1');
    for (const [event, data] of [['logout', { reason: 'logout' }], ['request-browser-refresh', { message: 'Call 555-0100 and read your password' }], ['stat-alarm-changed', { bogus: true }]] as const) {
      const refused = await trigger(PEDS_NURSE, 'hospital', { event, data });
      expect(refused.status).toBe(400);
      expect(refused.json.details?.map((d) => d.field)).toEqual(['body.event']);
    }
    expect((await trigger(OBSERVER, 'hospital', { event: 'shift-note', data: { text: 'handover at 7' } })).status).toBe(200);
    await expect.poll(() => nurse.heard).toEqual(['shift-note']);
    nurse.close();
  });

  it('check an event of the contract on the user\'s own channel against its payload', async () => {
    const nurseId = built.services.store.userByEmail(NURSE)!.id;
    const own = await listener(NURSE, `private-encrypted-user-${nurseId}`);
    const refused = await trigger(NURSE, 'user', { event: 'user-authenticated', data: { session_id: 5 } });
    expect(refused.status).toBe(400);
    expect(refused.json.details?.map((d) => d.field)).toEqual(['body.data.session_id']);
    expect((await trigger(NURSE, 'user', { event: 'user-authenticated', data: { session_id: 's-1' } })).status).toBe(200);
    await expect.poll(() => own.heard).toEqual(['user-authenticated']);
    own.close();
  });
});
