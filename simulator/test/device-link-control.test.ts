// Device control over a real device link (a scripted device: the boundary): volume, TV IR and PTZ
// reboot reach the device; its Wi-Fi reports land in the device's metrics and as wifi-stats on the
// channel of its division; its own state comes back flat through GET /sim/devices/{id}/media.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { BuiltApp } from '../src/app.ts';
import { OBSERVER } from './helpers.ts';
import { deviceChannel, listeningApp, pusherClient, scriptedLink, tokenFor } from './live-app.ts';

interface Frame { type: string; device_id: number; [key: string]: unknown }
interface Assigned { id: number; network_interface?: string | null; ptz_enabled?: boolean; volume?: number; tv_input?: string | null }

let built: BuiltApp;
let port: number;
let link: WebSocket;
let devices: Assigned[];
const frames: Frame[] = [];
const sim = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}/sim${path}`, init);

beforeAll(async () => {
  ({ built, port } = await listeningApp(true));
  ({ link, devices } = await scriptedLink<Frame, Assigned>(port, 40, (frame) => frames.push(frame)));
});
afterAll(async () => {
  link.close();
  await built.app.close();
});

describe('device control over the link', () => {
  it('assigns each device what it needs to emulate itself', () => {
    const device = built.services.store.devicesById.get(devices[0]!.id);
    expect(devices[0]).toMatchObject({ ptz_enabled: device?.ptz_enabled, network_interface: device?.network_interface, volume: 100 });
    expect(devices.some((d) => d.network_interface === 'wlan0')).toBe(true);
  });

  it('counts assigned devices as awaited in /sim/health until each reports its status', async () => {
    const health = async () => ((await (await sim('/health')).json()) as { emulators: number; devices_awaiting_status: number });
    const before = await health();
    expect(before.emulators).toBe(1);
    expect(before.devices_awaiting_status).toBe(devices.length);
    const [device] = devices;
    link.send(JSON.stringify({ type: 'status', device_id: device!.id, status: 'online', reboot_count: 0 }));
    await expect.poll(async () => (await health()).devices_awaiting_status).toBe(devices.length - 1);
    expect(built.services.store.devicesById.get(device!.id)?.status).toBe('online');
  });

  it('sends volume and TV IR commands to the device holding it, and says false for one nobody holds', async () => {
    const { deviceLink } = built.services;
    const id = devices[0]!.id;
    expect(deviceLink.setVolume(id, 70)).toBe(true);
    // The scripted device acknowledges the TV command; the link hands its ack back.
    expect(await deviceLink.tvIr(id, 'power_on')).toMatchObject({ type: 'ack', device_id: id, ok: true });
    await expect.poll(() => frames.filter((f) => f.device_id === id).map((f) => f.type)).toEqual(['set_volume', 'tv_ir']);
    expect(frames[0]).toMatchObject({ volume: 70, command_id: expect.any(String) });
    expect(frames[1]).toMatchObject({ action: 'power_on' });
    const unheld = built.services.store.data.devices.find((d) => deviceLink.emulatorOf(d.id) === null);
    if (!unheld) throw new Error('every device is held');
    expect(deviceLink.setVolume(unheld.id, 80)).toBe(false);
    expect(deviceLink.tvIr(unheld.id, 'mute')).toBeNull();
  });

  it('passes a PTZ reboot from /sim to the device', async () => {
    const id = devices[0]!.id;
    const response = await sim(`/devices/${id}/commands`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ command: 'reboot_ptz' }) });
    expect(response.status).toBe(202);
    await expect.poll(() => frames.at(-1)).toMatchObject({ type: 'command', device_id: id, command: 'reboot_ptz' });
  });

  it('stores a Wi-Fi report in the device metrics and publishes wifi-stats', async () => {
    const wireless = devices.find((d) => d.network_interface === 'wlan0');
    const device = wireless && built.services.store.devicesById.get(wireless.id);
    if (!device) throw new Error('no Wi-Fi device assigned');
    const client = pusherClient(port, await tokenFor(port, OBSERVER));
    try {
      const channel = client.subscribe(deviceChannel(built, device.id));
      await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
      const events: unknown[] = [];
      channel.bind('wifi-stats', (data: unknown) => events.push(data));
      const report = (state: string, strength: number) => link.send(JSON.stringify({ type: 'wifi_stats', device_id: device.id, wifi_signal_state: state, wifi_signal_strength: strength, wifi_frequency: 5745, net_wlan_ip: '10.9.9.9' }));
      const [state, strength] = device.state.metrics?.wifi_signal_state === 'poor' ? ['excellent', -48] as const : ['poor', -88] as const;
      report(state, strength);
      await expect.poll(() => events).toEqual([{ video_device_id: device.id, wifi_signal_state: state, wifi_signal_strength: strength, wifi_frequency: 5745 }]);
      expect(device.state.metrics).toMatchObject({ wifi_signal_state: state, wifi_signal_strength: strength, wifi_frequency: 5745, net_wlan_ip: '10.9.9.9' });
      // A dBm of jitter is not news: nothing stored, nothing published. A real move is.
      report(state, strength + 1);
      report(state, strength - 4);
      await expect.poll(() => events.length).toBe(2);
      expect(events[1]).toMatchObject({ wifi_signal_strength: strength - 4 });
    } finally {
      client.disconnect();
    }
  });

  it('returns the device state with its media, and passes black video and a Wi-Fi override on', async () => {
    const id = devices[0]!.id;
    const report = {
      ptz: { pan: 12.5, tilt: -3, zoom: 2, moving: false }, presets: { 1: { pan: 12.5, tilt: -3, zoom: 2 } }, volume: 70,
      tv: { power: 'on', input: 'input_hdmi1', muted: false }, knock_played: true, knock_count: 1, reboot_count: 0, ptz_reboot_count: 1, ptz_rebooting: false,
      commands_received: 4, last_command: 'preset_save',
    };
    let faults: unknown = { freeze: false, packet_loss: 0, answer_delay_ms: 0, refuse_join: false, black: false, wifi_signal: null };
    link.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame & { query_id?: string };
      if (frame.type === 'media_faults') faults = frame.faults;
      if (frame.type !== 'media_query' && frame.type !== 'media_faults') return;
      link.send(JSON.stringify({ type: 'media_state', device_id: id, query_id: frame.query_id, in_call: false, meeting_id: null, audio_received: false, audio_packets: 0, frames_sent: 0, calls: [], faults, device: report }));
    });
    expect(await (await sim(`/devices/${id}/media`)).json()).toEqual({ id, in_call: false, meeting_id: null, audio_received: false, audio_packets: 0, frames_sent: 0, calls: [], faults, ...report });
    const put = await sim(`/devices/${id}/media/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ black: true, wifi_signal: { state: 'fair', strength: -72 } }) });
    expect((await put.json() as { faults: unknown }).faults).toEqual({ freeze: false, packet_loss: 0, answer_delay_ms: 0, refuse_join: false, black: true, wifi_signal: { state: 'fair', strength: -72 } });
    const bad = await sim(`/devices/${id}/media/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ wifi_signal: { state: 'great', strength: 5 } }) });
    expect(bad.status).toBe(400);
  });
});
