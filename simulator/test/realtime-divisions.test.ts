// Realtime keeps to divisions (security sweep): a Pediatrics-only nurse subscribed to every channel
// she may join heard North Tower's monitors, devices, calls and accepted requests (patient and
// device ids, the accepting nurse's name) on the hospital channel. Each North Tower event must now
// reach a North Tower user and none of her channels; her own division's event still reaches her.
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { BuiltApp } from '../src/app.ts';
import { channelsOf } from '../src/realtime/channels.ts';
import { NURSE } from './helpers.ts';
import { listeningApp, pusherClient, scriptedLink, tokenFor } from './live-app.ts';

interface Frame { type: string; device_id: number; meeting_id: string }
interface Received { channel: string; event: string; data: Record<string, unknown> }

const DANA = 'peds.nurse@mercy-general.test';
const VERA = 'virtual.nurse@mercy-general.test';
const NORTH_TOWER = 1;

let built: BuiltApp;
let port: number;
let link: WebSocket;
const clients: Pusher[] = [];

beforeAll(async () => {
  ({ built, port } = await listeningApp(true));
  ({ link } = await scriptedLink(port, 20, (frame: Frame) => {
    if (frame.type === 'join') link.send(JSON.stringify({ type: 'offer', device_id: frame.device_id, meeting_id: frame.meeting_id, sdp: 'v=0', ice_candidates: [] }));
  }));
}, 60_000);
afterAll(async () => {
  for (const client of clients) client.disconnect();
  link.close();
  await built.app.close();
});

async function api(email: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method, headers: { authorization: `Bearer ${await tokenFor(port, email)}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: response.status === 204 ? null : await response.json() as Record<string, unknown> };
}

/** Subscribes as the user to every channel the server lets them join, as their app does; collects all events. */
async function listenAs(email: string): Promise<Received[]> {
  const user = built.services.store.userByEmail(email)!;
  const client = pusherClient(port, await tokenFor(port, email));
  clients.push(client);
  const received: Received[] = [];
  await Promise.all(channelsOf(user).map((name) => new Promise<void>((resolve, reject) => {
    const channel = client.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(`${name}: ${JSON.stringify(error)}`)));
    channel.bind_global((event: string, data: Record<string, unknown>) => {
      if (!event.startsWith('pusher')) received.push({ channel: name, event, data });
    });
  })));
  return received;
}

describe('realtime events of a division', () => {
  it('reach that division\'s users and none of the channels a user of another division may join', async () => {
    const { store } = built.services;
    const dana = store.userByEmail(DANA)!;
    expect(dana.division_ids).not.toContain(NORTH_TOWER);
    const device = store.data.devices.find((d) => d.division.id === NORTH_TOWER && d.service_status === 'in_service' && built.services.deviceLink.emulatorOf(d.id) !== null);
    if (!device) throw new Error('seed: no North Tower device on the link');
    const monitor = store.data.monitors.find((m) => m.division_id === NORTH_TOWER && m.status === 'active')!;
    const patient = store.data.patients.find((p) => p.division_id === NORTH_TOWER && p.status === 'active')!;
    const danaMonitor = store.data.monitors.find((m) => dana.division_ids.includes(m.division_id) && m.status === 'active')!;

    const northTower = await listenAs(NURSE);
    const pediatrics = await listenAs(DANA);

    // A device comes online and reports its Wi-Fi; a visit with it starts and ends.
    link.send(JSON.stringify({ type: 'status', device_id: device.id, status: 'online' }));
    await expect.poll(() => store.devicesById.get(device.id)?.status).toBe('online');
    link.send(JSON.stringify({ type: 'wifi_stats', device_id: device.id, wifi_signal_state: 'poor', wifi_signal_strength: -91, wifi_frequency: 2412, net_wlan_ip: '10.1.1.1' }));
    const joined = await api(NURSE, 'POST', '/videos/join_meeting', { device_id: device.id, patient_id: patient.id, video_reason_ids: [1] });
    expect(joined.status, JSON.stringify(joined.json)).toBe(200);
    expect((await api(NURSE, 'PUT', `/meetings/${String(joined.json?.meeting_id)}/leave`)).status).toBe(204);
    // A monitor's curtain closes and the monitor pauses; a request is raised and accepted.
    expect((await api(NURSE, 'PUT', `/patient_monitors/${monitor.id}/curtain`, { closed: true })).status).toBe(200);
    expect((await api(NURSE, 'POST', `/patient_monitors/${monitor.id}/pause`, { reason: 'Patient privacy' })).status).toBe(200);
    const raised = await fetch(`http://127.0.0.1:${port}/sim/virtual_requests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ patient_id: patient.id, kind: 'eicu' }) });
    const request = await raised.json() as { id: number };
    expect((await api(VERA, 'POST', `/virtual_requests/${request.id}/accept`)).status).toBe(200);

    const northTowerEvents = ['device-status-changed', 'wifi-stats', 'meeting-status-changed', 'video-participants-changed', 'curtain-toggled', 'monitor-updated', 'room-notification-accepted'];
    await expect.poll(() => northTowerEvents.filter((e) => !northTower.some((r) => r.event === e)), { timeout: 5000 }).toEqual([]);
    expect(northTower.find((r) => r.event === 'room-notification-accepted')?.data).toMatchObject({ accepted_by: 'Vera Anne Castellano', patient_id: patient.id });

    // Her own division's event comes after all of those on the same socket: once it is in, any of
    // North Tower's that reached one of her channels is in too.
    expect((await api(DANA, 'PUT', `/patient_monitors/${danaMonitor.id}/curtain`, { closed: true })).status).toBe(200);
    await expect.poll(() => pediatrics.length).toBeGreaterThan(0);
    expect(pediatrics).toEqual([{ channel: expect.stringMatching(/-division-/), event: 'curtain-toggled', data: { patient_monitor_id: danaMonitor.id, closed: true, changed_by: 'Dana Pemberton' } }]);
  });
});
