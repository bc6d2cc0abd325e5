// The running stack as a client sees it: auth and validation answers, and the device emulator
// bringing devices online and reporting a status change to the API and its division's channel.
import Pusher from 'pusher-js';
import { expect, test } from './support/stack-fixture.ts';
import { personas, tokenFor } from './support/stack.ts';

test('the API answers 401 without a token and 400 with a reason for a bad query', async ({ request }) => {
  const anonymous = await request.get('/api/v1/users/current');
  expect(anonymous.status()).toBe(401);
  const token = await tokenFor(request, personas.nurse.email);
  const bad = await request.get('/api/v1/video_devices?per_page=7', { headers: { authorization: `Bearer ${token}` } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).details).toEqual([{ field: 'query.per_page', rule: 'enum', message: 'query.per_page must be one of: 10, 25, 50, 100' }]);
});

test('the emulator brings devices online; a status change shows in the API and on the division channel', async ({ request, stack }) => {
  const token = await tokenFor(request, personas.nurse.email);
  const headers = { authorization: `Bearer ${token}` };
  const health = await (await request.get('/sim/health')).json();
  expect(health.emulators).toBeGreaterThan(0);

  const online = await (await request.get('/api/v1/video_devices?division_id=1&filters[status][]=online&per_page=10', { headers })).json();
  expect(online.metadata.count).toBeGreaterThan(0);
  const device = online.results[0];

  const url = new URL(stack.url);
  const client = new Pusher('bedside-key', {
    wsHost: url.hostname, wsPort: Number(url.port), forceTLS: false, enabledTransports: ['ws'], cluster: 'mt1', disableStats: true,
    channelAuthorization: { endpoint: `${stack.url}/api/v1/pusher/auth?division_id=*`, transport: 'ajax', headers },
  });
  const events: { video_device_id: number; status: string }[] = [];
  // A device's events go to its division's channel only (openapi/realtime/events.yaml).
  const channel = client.subscribe('private-encrypted-hospital-1-division-1');
  channel.bind('device-status-changed', (data: { video_device_id: number; status: string }) => events.push(data));
  await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));

  try {
    const sent = await request.post(`/sim/devices/${device.id}/commands`, { data: { command: 'go_offline' } });
    expect(sent.status()).toBe(202);
    await expect.poll(() => events.find((e) => e.video_device_id === device.id)?.status).toBe('offline');
    const after = await (await request.get(`/api/v1/video_devices?division_id=1&filters[name]=${encodeURIComponent(device.name)}`, { headers })).json();
    expect(after.results[0]).toMatchObject({ id: device.id, status: 'offline' });
  } finally {
    await request.post(`/sim/devices/${device.id}/commands`, { data: { command: 'go_online' } });
    await expect.poll(async () => (await (await request.get(`/sim/devices/${device.id}`)).json()).status).toBe('online');
    client.disconnect();
  }
});
