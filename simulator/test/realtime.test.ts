// Realtime over real sockets: an emulated device link reports a status change, the simulator
// publishes device-status-changed through the Pusher SDK to its own Pusher server, and a pusher-js
// client subscribed to the private-encrypted channel of the device's division receives and decrypts it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BuiltApp } from '../src/app.ts';
import { NURSE, OBSERVER } from './helpers.ts';
import { deviceChannel, listeningApp, pusherClient, scriptedLink, tokenFor } from './live-app.ts';

let built: BuiltApp;
let port: number;

beforeAll(async () => {
  ({ built, port } = await listeningApp(true));
});
afterAll(async () => { await built.app.close(); });

const linkUrl = () => `ws://127.0.0.1:${port}/device-link`;

describe('device link and realtime', () => {
  it('refuses a device link without the secret', async () => {
    const socket = new WebSocket(linkUrl());
    const status = await new Promise<number>((resolve) => socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(401);
  });

  it('delivers device-status-changed on the encrypted channel of the device\'s division', async () => {
    const { link, devices } = await scriptedLink(port, 2, () => {});
    expect(devices).toHaveLength(2);
    const device = devices[0]!;
    // The observer holds every division, so whichever device the link was given is theirs to hear of.
    const client = pusherClient(port, await tokenFor(port, OBSERVER));
    const channel = client.subscribe(deviceChannel(built, device.id));
    await new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
    });
    const received: unknown[] = [];
    channel.bind('device-status-changed', (data: unknown) => received.push(data));

    link.send(JSON.stringify({ type: 'status', device_id: device.id, status: 'online' }));

    await expect.poll(() => received.length, { timeout: 3000 }).toBeGreaterThan(0);
    expect(received[0]).toMatchObject({ video_device_id: device.id, status: 'online', previous_status: 'offline' });
    expect(built.services.store.devicesById.get(device.id)?.status).toBe('online');

    link.close();
    await expect.poll(() => built.services.store.devicesById.get(device.id)?.status, { timeout: 3000 }).toBe('offline');
    client.disconnect();
  });

  it('refuses to authorise another user\'s channel', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/pusher/auth`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor(port, NURSE)}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'socket_id=1.2&channel_name=private-encrypted-user-1',
    });
    expect(response.status).toBe(403);
  });

  it('rejects a subscription with a forged signature', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/bedside-key?protocol=7`);
    const frames: { event: string; data: string }[] = [];
    socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
    await expect.poll(() => frames.length).toBe(1);
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-encrypted-user-1', auth: 'bedside-key:forged' } }));
    await expect.poll(() => frames.map((f) => f.event)).toContain('pusher:subscription_error');
    socket.close();
  });
});
