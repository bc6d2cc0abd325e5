// Helpers for tests over real sockets: the app listening on a port, a token fetched over HTTP, a
// pusher-js client of its own Pusher server, and a scripted device link (the device boundary).
import Pusher from 'pusher-js';
import WebSocket from 'ws';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { freePort } from './helpers.ts';

/** The app publishes through the SDK to its own Pusher server, so it must know its port up front. */
export async function listeningApp(devicesAwaitEmulator: boolean): Promise<{ built: BuiltApp; port: number }> {
  const port = await freePort();
  const base = loadConfig();
  const built = await buildApp({ devicesAwaitEmulator, validateResponses: true, webDist: null, port, realtime: { ...base.realtime, port } });
  await built.app.listen({ port, host: '127.0.0.1' });
  return { built, port };
}

/** Where events about a device go: the hospital channel of its division, spelled as the web spells it. */
export function deviceChannel(built: BuiltApp, deviceId: number): string {
  const device = built.services.store.devicesById.get(deviceId);
  if (!device) throw new Error(`no device ${deviceId}`);
  return `private-encrypted-hospital-${device.hospital_id}-division-${device.division.id}`;
}

export async function tokenFor(port: number, email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/sim/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  return ((await response.json()) as { token: string }).token;
}

export function pusherClient(port: number, token: string): Pusher {
  return new Pusher('bedside-key', {
    wsHost: '127.0.0.1', wsPort: port, forceTLS: false, enabledTransports: ['ws'], cluster: 'mt1', disableStats: true,
    channelAuthorization: { endpoint: `http://127.0.0.1:${port}/api/v1/pusher/auth?division_id=*`, transport: 'ajax', headers: { authorization: `Bearer ${token}` } },
  });
}

/**
 * A device link that says hello for `capacity` devices; resolves with the devices assigned to it.
 * `onFrame` gets every frame after the assignment, from the first on (none can slip past).
 */
export async function scriptedLink<F, D extends { id: number } = { id: number }>(
  port: number, capacity: number, onFrame: (frame: F) => void,
): Promise<{ link: WebSocket; devices: D[] }> {
  const link = new WebSocket(`ws://127.0.0.1:${port}/device-link`, { headers: { authorization: 'Bearer dev-device-link-secret' } });
  await new Promise((resolve) => link.on('open', resolve));
  const assigned = new Promise<{ devices: D[] }>((resolve) => link.once('message', (raw) => {
    resolve(JSON.parse(raw.toString()) as { devices: D[] });
    link.on('message', (next) => {
      const frame = JSON.parse(next.toString()) as F & { type?: string; device_id?: number; command_id?: string };
      // A TV command waits for the device's ack: the scripted device acknowledges each one.
      if (frame.type === 'tv_ir') link.send(JSON.stringify({ type: 'ack', device_id: frame.device_id, command_id: frame.command_id, ok: true }));
      onFrame(frame);
    });
  }));
  link.send(JSON.stringify({ type: 'hello', emulator_id: 'scripted', capacity }));
  return { link, devices: (await assigned).devices };
}
