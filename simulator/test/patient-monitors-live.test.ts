// Patient monitors over real sockets: a monitor change reaches another user's realtime client as
// monitor-updated on the channel of its division, and the monitoring page's session (POST
// /videos/join_monitoring) joins the device muted, without a knock, only while the monitor is
// active; pausing ends it (no video while paused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { BuiltApp } from '../src/app.ts';
import { NURSE, OBSERVER } from './helpers.ts';
import { listeningApp, pusherClient, scriptedLink, tokenFor } from './live-app.ts';

interface Frame { type: string; device_id: number; meeting_id: string; [key: string]: unknown }

let built: BuiltApp;
let port: number;
let link: WebSocket;
let deviceId: number;
let otherDeviceId: number;
const frames: Frame[] = [];
/** Joins whose offer the scripted device holds back (a slow device), answered by offer(). */
let holdOffers = false;
const heldJoins: Frame[] = [];
const offer = (frame: Frame) => link.send(JSON.stringify({ type: 'offer', device_id: frame.device_id, meeting_id: frame.meeting_id, sdp: 'v=0 device offer', ice_candidates: [] }));

beforeAll(async () => {
  ({ built, port } = await listeningApp(true));
  let devices: { id: number }[];
  ({ link, devices } = await scriptedLink(port, 2, (frame: Frame) => {
    frames.push(frame);
    if (frame.type === 'join') {
      if (holdOffers) heldJoins.push(frame);
      else offer(frame);
    }
  }));
  [deviceId, otherDeviceId] = [devices[0]!.id, devices[1]!.id];
  for (const id of [deviceId, otherDeviceId]) {
    link.send(JSON.stringify({ type: 'status', device_id: id, status: 'online' }));
    for (let i = 0; i < 100 && built.services.store.devicesById.get(id)?.status !== 'online'; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  }
});

/** A new active monitor on the scripted device, for an admitted North Tower patient without one. */
async function activeMonitor(): Promise<number> {
  const { data } = built.services.store;
  const patient = data.patients.find((p) => p.division_id === 1 && p.status === 'active' && !data.monitors.some((m) => m.patient_id === p.id && m.status !== 'stopped'))!;
  const created = await api('POST', '/patient_monitors?division_id=1', { patient_monitor: { patient_id: patient.id, video_device_id: deviceId } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const id = created.json.id as number;
  expect((await api('POST', `/patient_monitors/${id}/start`)).status).toBe(200);
  return id;
}

const participants = async (device: number) => (await fetch(`http://127.0.0.1:${port}/api/v1/video_devices/${device}/participants`, { headers: { authorization: `Bearer ${await tokenFor(port, OBSERVER)}` } })).json();
afterAll(async () => {
  link.close();
  await built.app.close();
});

async function api(method: string, path: string, body?: unknown, email = NURSE) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method, headers: { authorization: `Bearer ${await tokenFor(port, email)}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: await response.json() as Record<string, unknown> };
}

describe('patient monitors live', () => {
  it('publishes each change as monitor-updated to another user\'s client, and watches only while active', async () => {
    // The scripted device is a room camera without a monitor; an admitted North Tower patient gets one on it.
    const patient = built.services.store.data.patients.find((p) => p.division_id === 1 && p.status === 'active')!;
    const created = await api('POST', '/patient_monitors?division_id=1', { patient_monitor: { patient_id: patient.id, video_device_id: deviceId } });
    expect(created.status).toBe(201);
    const monitorId = created.json.id as number;

    const observer = pusherClient(port, await tokenFor(port, OBSERVER));
    const channel = observer.subscribe('private-encrypted-hospital-1-division-1');
    await new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
    });
    const updates: Record<string, unknown>[] = [];
    channel.bind('monitor-updated', (data: Record<string, unknown>) => updates.push(data));

    const watch = () => api('POST', '/videos/join_monitoring', { patient_monitor_id: monitorId });
    expect((await watch()).json).toMatchObject({ code: 'monitor_not_active' });
    expect((await api('POST', `/patient_monitors/${monitorId}/start`)).status).toBe(200);
    await expect.poll(() => updates.at(-1)).toEqual({ patient_monitor_id: monitorId, status: 'active', patient_id: patient.id, video_device_id: deviceId });

    const joined = await watch();
    expect(joined.status).toBe(200);
    expect(frames.find((f) => f.type === 'join' && f.meeting_id === joined.json.meeting_id)).toMatchObject({ video_type: 'monitoring', preview: true, play_greeting: false, ptz: false });
    // Talk (Patient Central): a monitoring session may open its microphone; the room's list says so.
    const mic = await fetch(`http://127.0.0.1:${port}/api/v1/meetings/${String(joined.json.meeting_id)}/mic`, {
      method: 'PUT', headers: { authorization: `Bearer ${await tokenFor(port, NURSE)}`, 'content-type': 'application/json' }, body: JSON.stringify({ muted: false }),
    });
    expect(mic.status).toBe(204);
    const inRoom = await fetch(`http://127.0.0.1:${port}/api/v1/video_devices/${deviceId}/participants`, { headers: { authorization: `Bearer ${await tokenFor(port, OBSERVER)}` } });
    expect(await inRoom.json()).toEqual([expect.objectContaining({ mic_open: true, preview: false, monitoring: true, you: false })]);

    expect((await api('POST', `/patient_monitors/${monitorId}/pause`, { reason: 'Patient privacy' })).status).toBe(200);
    await expect.poll(() => updates.at(-1)).toMatchObject({ patient_monitor_id: monitorId, status: 'paused' });
    await expect.poll(() => frames.at(-1)).toMatchObject({ type: 'leave', meeting_id: joined.json.meeting_id });
    const refused = await watch();
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'monitor_not_active' });

    expect((await api('POST', `/patient_monitors/${monitorId}/stop`)).status).toBe(200);
    await expect.poll(() => updates.at(-1)).toMatchObject({ status: 'stopped', video_device_id: deviceId });
    observer.disconnect();
  });

  it('a pause while the device is still offering ends that session too: the join is refused and the device told to leave', async () => {
    const monitorId = await activeMonitor();
    holdOffers = true;
    const watching = api('POST', '/videos/join_monitoring', { patient_monitor_id: monitorId });
    await expect.poll(() => heldJoins.length).toBe(1);
    const join = heldJoins.pop()!;
    expect((await api('POST', `/patient_monitors/${monitorId}/pause`, { reason: 'Patient privacy' })).status).toBe(200);
    holdOffers = false;
    offer(join);
    const refused = await watching;
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'monitor_not_active' });
    // The device's call, made for the offer, is ended by a leave sent after the offer.
    await expect.poll(() => frames.filter((f) => f.type === 'leave' && f.meeting_id === join.meeting_id).length).toBe(2);
    expect(await participants(deviceId)).toEqual([]);
    expect((await api('POST', `/patient_monitors/${monitorId}/stop`)).status).toBe(200);
  });

  it('moving a monitor to another camera ends the sessions watching through the old one', async () => {
    const monitorId = await activeMonitor();
    const joined = await api('POST', '/videos/join_monitoring', { patient_monitor_id: monitorId });
    expect(joined.status).toBe(200);
    expect(await participants(deviceId)).toHaveLength(1);
    // The other camera is freed of its seeded monitor first (a camera runs one monitor at a time).
    for (const m of built.services.store.data.monitors.filter((m) => m.video_device_id === otherDeviceId && m.status !== 'stopped')) {
      expect((await api('POST', `/patient_monitors/${m.id}/stop?division_id=${m.division_id}`)).status).toBe(200);
    }
    const moved = await api('PUT', `/patient_monitors/${monitorId}?division_id=1`, { patient_monitor: { video_device_id: otherDeviceId } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    await expect.poll(() => frames.at(-1)).toMatchObject({ type: 'leave', device_id: deviceId, meeting_id: joined.json.meeting_id });
    expect(await participants(deviceId)).toEqual([]);
    // Watching again goes to the new camera.
    const again = await api('POST', '/videos/join_monitoring', { patient_monitor_id: monitorId });
    expect(again.json).toMatchObject({ device_id: `device-${otherDeviceId}` });
    expect((await api('POST', `/patient_monitors/${monitorId}/stop`)).status).toBe(200);
  });

  it('moving a stopped monitor off a camera leaves the sessions of the patient watched there now', async () => {
    const { data } = built.services.store;
    const free = (p: { id: number; division_id: number; status: string }) => p.division_id === 1 && p.status === 'active' && !data.monitors.some((m) => m.patient_id === p.id && m.status !== 'stopped');
    const earlier = data.patients.find(free)!;
    const made = await api('POST', '/patient_monitors?division_id=1', { patient_monitor: { patient_id: earlier.id, video_device_id: deviceId } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const stopped = made.json.id as number;
    expect((await api('POST', `/patient_monitors/${stopped}/stop`)).status).toBe(200);
    const watchedNow = await activeMonitor();
    const joined = await api('POST', '/videos/join_monitoring', { patient_monitor_id: watchedNow });
    expect(joined.status).toBe(200);
    const moved = await api('PUT', `/patient_monitors/${stopped}?division_id=1`, { patient_monitor: { video_device_id: otherDeviceId } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(frames.some((f) => f.type === 'leave' && f.meeting_id === joined.json.meeting_id)).toBe(false);
    expect(await participants(deviceId)).toHaveLength(1);
    expect((await api('POST', `/patient_monitors/${watchedNow}/stop`)).status).toBe(200);
  });

  it('answers 404 for a monitor of another division, as for a missing one', async () => {
    const foreign = built.services.store.data.monitors.find((m) => m.division_id === 3 && m.status === 'active')!;
    const asked = await api('POST', '/videos/join_monitoring', { patient_monitor_id: foreign.id });
    const missing = await api('POST', '/videos/join_monitoring', { patient_monitor_id: 999_999 });
    expect([asked.status, missing.status]).toEqual([404, 404]);
    expect(asked.json.error).toBe(String(missing.json.error).replace('999999', String(foreign.id)));
  });
});
