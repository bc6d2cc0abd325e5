// The whole emulator at its two boundaries: a scripted backend on a real device-link websocket, and
// a werift browser peer on loopback that drives the camera over the `control` data channel.
// Effects are read back as the simulator would, through media_state. Needs ffmpeg.
import type { components } from '@bedside/openapi/device-link';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RTCPeerConnection, type RTCDataChannel } from 'werift';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ControlAck, ControlReply } from '../src/control/control-messages.ts';
import { Emulator } from '../src/emulator.ts';
import { noFaults } from '../src/media/faults.ts';
import { knockPayloads } from '../src/media/knock.ts';
import { loopbackStunUrl } from '../src/media/loopback-stun.ts';
import { devicePeerConfig } from '../src/media/peer-config.ts';
import { overlayContents } from './overlay-files.ts';

// The test's browser side is a werift peer too, with the device's settings.
const peerConfig = devicePeerConfig(await loopbackStunUrl());

type Schemas = components['schemas'];
type DeviceMessage = Schemas['DeviceMessage'];

const received: DeviceMessage[] = [];
let server: WebSocketServer;
let backend: WebSocket;
let emulator: Emulator;
let browser: RTCPeerConnection | undefined;

const send = (frame: Schemas['BackendMessage']) => backend.send(JSON.stringify(frame));

async function next<T extends DeviceMessage['type']>(type: T, match: (m: Extract<DeviceMessage, { type: T }>) => boolean = () => true): Promise<Extract<DeviceMessage, { type: T }>> {
  const find = () => received.find((m): m is Extract<DeviceMessage, { type: T }> => m.type === type && match(m as Extract<DeviceMessage, { type: T }>));
  await expect.poll(() => find() !== undefined, { timeout: 8000 }).toBe(true);
  const found = find();
  if (!found) throw new Error(`no ${type}`);
  received.splice(received.indexOf(found), 1);
  return found;
}

let queries = 0;
async function deviceState() {
  const queryId = `q${queries += 1}`;
  send({ type: 'media_query', device_id: 7, query_id: queryId });
  return next('media_state', (m) => m.query_id === queryId);
}

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const connected = new Promise<void>((resolve) => {
    server.on('connection', (socket) => {
      backend = socket;
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as DeviceMessage;
        received.push(message);
        if (message.type === 'hello') {
          send({ type: 'assign', devices: [{ id: 7, name: 'Room N-301 Camera', serial_number: 'BSD-1', kind: 'fixed', room_name: 'N-301', status: 'online', ptz_enabled: true, network_interface: 'wlan0', wifi_frequency: 5180, net_wlan_ip: '10.1.2.3', tv_input: 'input_hdmi1', volume: 100 }] });
          resolve();
        }
      });
    });
  });
  const { port } = server.address() as { port: number };
  emulator = new Emulator({ url: `ws://127.0.0.1:${port}`, secret: 's', emulatorId: 'test', capacity: 5, rebootMs: 200, ptzRebootMs: 300, metricsMs: 150, log: () => {} });
  emulator.start();
  await connected;
  for (let i = 0; i < 100 && !received.some((m) => m.type === 'status'); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
});

afterAll(async () => {
  await browser?.close();
  emulator.stop();
  await new Promise((resolve) => server.close(resolve));
});

describe('an emulated device', () => {
  it('sets its volume and TV state on command and reports Wi-Fi on its own', async () => {
    // It comes up reporting its status and its TV.
    expect(await next('status')).toMatchObject({ device_id: 7, status: 'online', tv: { power: 'off', input: 'input_hdmi1', muted: false } });
    expect(await next('wifi_stats')).toMatchObject({ device_id: 7, wifi_frequency: 5180, net_wlan_ip: '10.1.2.3' });
    send({ type: 'set_volume', device_id: 7, command_id: 'v', volume: 70 });
    expect(await next('ack', (m) => m.command_id === 'v')).toMatchObject({ ok: true });
    for (const action of ['power_on', 'input_hdmi2', 'mute']) send({ type: 'tv_ir', device_id: 7, command_id: action, action });
    // The ack of a TV command says what the TV is now (the backend offers Power Off or On from it).
    expect(await next('ack', (m) => m.command_id === 'mute')).toMatchObject({ ok: true, tv: { power: 'on', input: 'input_hdmi2', muted: true } });
    expect((await deviceState()).device).toMatchObject({ volume: 70, tv: { power: 'on', input: 'input_hdmi2', muted: true } });
    send({ type: 'tv_ir', device_id: 7, command_id: 'off', action: 'power_off' });
    expect(await next('ack', (m) => m.command_id === 'off')).toMatchObject({ ok: true, tv: { power: 'off' } });
    send({ type: 'tv_ir', device_id: 7, command_id: 'on', action: 'power_on' });
    expect(await next('ack', (m) => m.command_id === 'on')).toMatchObject({ ok: true, tv: { power: 'on' } });

    send({ type: 'media_faults', device_id: 7, query_id: 'w', faults: { ...noFaults, wifi_signal: { state: 'poor', strength: -86 } } });
    expect(await next('wifi_stats', (m) => m.wifi_signal_state === 'poor')).toMatchObject({ wifi_signal_strength: -86 });
  });

  it('takes PTZ commands on the control channel of a call, answers each, and moves the camera', async () => {
    send({ type: 'join', device_id: 7, meeting_id: 'm1', peer_id: 'p1', video_type: 'meeting', ptz: true, play_greeting: true, preview: false });
    const offer = await next('offer');
    const peer = new RTCPeerConnection(peerConfig);
    browser = peer;
    const audio: Buffer[] = [];
    peer.onTrack.subscribe((track) => { if (track.kind === 'audio') track.onReceiveRtp.subscribe((rtp) => audio.push(rtp.payload)); });
    const channel = new Promise<RTCDataChannel>((resolve) => peer.onDataChannel.subscribe(resolve));
    await peer.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
    await peer.setLocalDescription(await peer.createAnswer());
    send({ type: 'answer', device_id: 7, meeting_id: 'm1', sdp: peer.localDescription?.sdp ?? '' });
    const control = await channel;
    if (control.readyState !== 'open') await new Promise((resolve) => control.stateChanged.subscribe((state) => { if (state === 'open') resolve(state); }));
    const replies: ControlReply[] = [];
    control.onMessage.subscribe((raw) => replies.push(JSON.parse(raw.toString()) as ControlReply));
    const ack = async (id: string) => {
      await expect.poll(() => replies.some((r) => r.type === 'ack' && r.id === id), { timeout: 5000 }).toBe(true);
      return replies.find((r): r is ControlAck => r.type === 'ack' && r.id === id);
    };

    control.send(JSON.stringify({ type: 'ptz_start', id: 'c1', pan: 1, tilt: 0 }));
    expect(await ack('c1')).toMatchObject({ ok: true, ptz: { pan: 0 } });
    await expect.poll(() => replies.filter((r) => r.type === 'ptz_state' && r.moving).length, { timeout: 3000 }).toBeGreaterThan(3);
    expect((await deviceState()).device?.ptz).toMatchObject({ moving: true });
    control.send(JSON.stringify({ type: 'ptz_stop', id: 'c2' }));
    const stopped = await ack('c2');
    expect(stopped?.ptz.pan).toBeGreaterThan(5);
    expect(replies.filter((r) => r.type === 'ptz_state').at(-1)).toEqual({ type: 'ptz_state', moving: false, ptz: stopped?.ptz });
    control.send(JSON.stringify({ type: 'zoom', id: 'c3', direction: 'in' }));
    expect(await ack('c3')).toMatchObject({ ok: true, ptz: { zoom: 1 } });
    control.send('{broken');
    await expect.poll(() => replies.some((r) => r.type === 'ack' && r.id === '' && !r.ok)).toBe(true);
    control.send(JSON.stringify({ type: 'preset_recall', id: 'c4', preset_index: 3 }));
    expect(await ack('c4')).toMatchObject({ ok: false, error: 'Preset 3 is not saved on this device' });

    const state = await deviceState();
    expect(state.in_call).toBe(true);
    expect(state.device).toMatchObject({ ptz: { pan: stopped?.ptz.pan, tilt: 0, zoom: 1, moving: false }, commands_received: 5, last_command: 'preset_recall' });
    // The picture shows the move: the overlay the camera re-reads every frame says where it points.
    expect(overlayContents('device-7.txt').join('\n')).toContain(`PTZ pan ${Math.round(stopped?.ptz.pan ?? 0)} tilt 0 zoom 1\nVolume 70  TV on input_hdmi2 muted`);

    // The door knock went out as the call's audio, then the room tone again.
    const knock = await knockPayloads();
    await expect.poll(async () => (await deviceState()).device?.knock_played, { timeout: 6000 }).toBe(true);
    const heard = audio.map((p) => p.toString('hex'));
    expect(heard.indexOf(knock[0]!.toString('hex'))).toBeGreaterThanOrEqual(0);
    expect(heard.filter((p) => knock.some((k) => k.toString('hex') === p)).length).toBeGreaterThan(knock.length * 0.9);

    // Rebooting the PTZ head sends it home and refuses commands until it is back.
    send({ type: 'command', device_id: 7, command_id: 'rp', command: 'reboot_ptz' });
    expect(await next('ack', (m) => m.command_id === 'rp')).toMatchObject({ ok: true });
    control.send(JSON.stringify({ type: 'zoom', id: 'c5', direction: 'in' }));
    expect(await ack('c5')).toMatchObject({ ok: false, error: 'The PTZ camera is restarting', ptz: { pan: 0, tilt: 0, zoom: 0 } });
    expect((await deviceState()).device).toMatchObject({ ptz_reboot_count: 1, ptz: { pan: 0, tilt: 0, zoom: 0 } });
    await expect.poll(async () => (await deviceState()).device?.ptz_rebooting).toBe(false);
  }, 40_000);

  it('takes a new assignment (the simulator\'s store was reset) in place of the last: devices it no longer names are gone', async () => {
    received.length = 0;
    send({ type: 'assign', devices: [{ id: 8, name: 'Room N-302 Camera', serial_number: 'BSD-2', kind: 'fixed', room_name: 'N-302', status: 'online', ptz_enabled: false, network_interface: 'eth0', wifi_frequency: null, net_wlan_ip: null, tv_input: null, volume: 80 }] });
    expect(await next('status')).toMatchObject({ device_id: 8, status: 'online', reboot_count: 0 });
    send({ type: 'command', device_id: 7, command_id: 'gone', command: 'reboot' });
    expect(await next('ack', (m) => m.command_id === 'gone')).toMatchObject({ ok: false, error: 'device not assigned here' });
    send({ type: 'set_volume', device_id: 8, command_id: 'v8', volume: 60 });
    expect(await next('ack', (m) => m.command_id === 'v8')).toMatchObject({ ok: true });
  });
});
