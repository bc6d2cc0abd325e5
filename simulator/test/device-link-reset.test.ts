// /sim/reset makes new devices: each connected emulator is assigned them afresh, and health counts
// them as awaited until they report (the readiness npm start and the e2e stacks wait for). A link
// says hello once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { BuiltApp } from '../src/app.ts';
import { listeningApp, scriptedLink } from './live-app.ts';

interface Health { emulators: number; devices_awaiting_status: number }
interface Frame { type: string; devices?: { id: number }[]; error?: string }
let built: BuiltApp;
let port: number;
const sim = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}/sim${path}`, init);
const awaited = async () => ((await (await sim('/health')).json()) as Health).devices_awaiting_status;
const report = (link: WebSocket, ids: number[]) => {
  for (const id of ids) link.send(JSON.stringify({ type: 'status', device_id: id, status: 'online', reboot_count: 0 }));
};

beforeAll(async () => {
  ({ built, port } = await listeningApp(true));
});
afterAll(async () => {
  await built.app.close();
});

it('assigns the new devices to the connected emulator on a reset, awaited until it reports them', async () => {
  const frames: Frame[] = [];
  const { link, devices } = await scriptedLink<Frame>(port, 3, (frame) => frames.push(frame));
  const ids = devices.map((d) => d.id);
  report(link, ids);
  await expect.poll(awaited).toBe(0);

  const reset = await sim('/reset', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(reset.status).toBe(200);
  expect((await reset.json()) as Health).toMatchObject({ emulators: 1, devices_awaiting_status: 3 });
  await expect.poll(() => frames.find((f) => f.type === 'assign')?.devices?.map((d) => d.id)).toEqual(ids);
  for (const id of ids) expect(built.services.store.devicesById.get(id)?.status).toBe('offline');

  report(link, ids);
  await expect.poll(awaited).toBe(0);
  for (const id of ids) expect(built.services.store.devicesById.get(id)?.status).toBe('online');
  link.close();
});

it('refuses a second hello on one link, which would leave the first devices held by nobody', async () => {
  const frames: Frame[] = [];
  const { link, devices } = await scriptedLink<Frame>(port, 2, (frame) => frames.push(frame));
  link.send(JSON.stringify({ type: 'hello', emulator_id: 'again', capacity: 2 }));
  await expect.poll(() => frames.find((f) => f.type === 'error')?.error).toBe('hello was already said on this connection');
  // (the first test's link may take a moment to be gone)
  await expect.poll(async () => (await (await sim('/health')).json()) as Health).toMatchObject({ emulators: 1, devices_awaiting_status: devices.length });
  link.close();
});
