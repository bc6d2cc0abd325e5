// Volume, TV infrared and the reboots, against a scripted device on a real device link (the
// boundary): each rule of the live video spec (sections 5 and 6), and that the device is told.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, OBSERVER, seededDevice, withRules } from './helpers.ts';
import { listeningApp, scriptedLink } from './live-app.ts';

interface Frame { type: string; device_id: number; command?: string; volume?: number; action?: string }

let built: BuiltApp;
let link: WebSocket;
const frames: Frame[] = [];

beforeAll(async () => {
  // Devices keep their seeded status; the scripted device link holds every powered one.
  let port: number;
  ({ built, port } = await listeningApp(false));
  ({ link } = await scriptedLink(port, 10_000, (frame: Frame) => frames.push(frame)));
});
afterAll(async () => {
  link.close();
  await built.app.close();
});
beforeEach(async () => {
  await built.app.inject({ method: 'POST', url: '/sim/reset', payload: {} });
  frames.length = 0;
});

const post = async (url: string, payload?: object, email = NURSE) =>
  built.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: await bearer(built, email) });
const device = (name: string) => seededDevice(built, name);
const monitor = (id: number) => {
  const found = built.services.store.data.monitors.find((m) => m.id === id);
  if (!found) throw new Error(`seed: monitor ${id}`);
  return found;
};
const told = (type: string) => expect.poll(() => frames.filter((f) => f.type === type));

describe('POST /video_devices/{id}/volume', () => {
  it('sets the volume on the device and answers the device with it', async () => {
    const cart = device('North Tower Cart 1');
    const response = await post(`/video_devices/${cart.id}/volume`, { volume: 60 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: cart.id, config: { device: { volume: 60 } } });
    await told('set_volume').toEqual([expect.objectContaining({ device_id: cart.id, volume: 60 })]);
    expect((await post(`/video_devices/${cart.id}/volume`, { volume: 100 })).json().config.device.volume).toBe(100);
  });

  it('rejects anything but a whole number from 60 to 100 with 400, and tells the device nothing', async () => {
    const cart = device('North Tower Cart 1');
    for (const volume of [59, 101, 0, 80.5, 'loud', null]) {
      const response = await post(`/video_devices/${cart.id}/volume`, { volume });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toMatchObject({ field: 'body.volume' });
    }
    expect((await post(`/video_devices/${cart.id}/volume`, {})).statusCode).toBe(400);
    expect(frames.filter((f) => f.type === 'set_volume')).toEqual([]);
    expect(cart.config.device?.volume).toBe(100);
  });

  it('answers 404 for an unknown device and one of another division, and 409 when the device is not connected', async () => {
    expect((await post('/video_devices/999999/volume', { volume: 80 })).statusCode).toBe(404);
    const foreign = await post(`/video_devices/${device('North Tower Cart 1').id}/volume`, { volume: 80 }, 'peds.nurse@mercy-general.test');
    expect(foreign.json()).toEqual({ error: `Video device ${device('North Tower Cart 1').id} not found`, code: 'not_found' });
    const offline = built.services.store.data.devices.find((d) => d.division.id === 1 && d.seeded_status === 'offline');
    const unplugged = await post(`/video_devices/${offline?.id}/volume`, { volume: 80 });
    expect(unplugged.statusCode).toBe(409);
    expect(unplugged.json()).toEqual({ error: `Video device ${offline?.name} is not connected`, code: 'device_not_connected' });
    expect(offline?.config.device?.volume).toBe(100);
  });

  it('needs AccessLiveVideo on Meeting or on PatientMonitor', async () => {
    const id = device('North Tower Cart 1').id;
    expect((await post(`/video_devices/${id}/volume`, { volume: 70 }, OBSERVER)).statusCode).toBe(200);
    expect(await withRules(built, ['AccessLiveVideo Meeting'], async () => (await post(`/video_devices/${id}/volume`, { volume: 75 })).statusCode)).toBe(200);
    const denied = await withRules(built, ['View PatientMonitor'], () => post(`/video_devices/${id}/volume`, { volume: 75 }));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('You need the AccessLiveVideo Meeting or AccessLiveVideo PatientMonitor permission');
  });
});

describe('POST /video_devices/{id}/send_tv_ir_command', () => {
  it('sends power on and off, mute and the configured input to the device', async () => {
    const cart = device('North Tower Cart 1');
    for (const action of ['power_on', 'power_off', 'mute', 'hdmi_2']) {
      const response = await post(`/video_devices/${cart.id}/send_tv_ir_command`, { ir_action: action });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    await told('tv_ir').toEqual(['power_on', 'power_off', 'mute', 'hdmi_2'].map((action) => expect.objectContaining({ device_id: cart.id, action })));
  });

  it('keeps the TV the device reports, in its status and in a TV command\'s ack, as the device\'s state.tv', async () => {
    const cart = device('North Tower Cart 1');
    const read = async () => (await built.app.inject({ method: 'GET', url: `/api/v1/video_devices/${cart.id}?division_id=1`, headers: await bearer(built, NURSE) })).json().state.tv;
    link.send(JSON.stringify({ type: 'status', device_id: cart.id, status: 'online', tv: { power: 'on', input: 'hdmi_2', muted: false } }));
    await expect.poll(read).toEqual({ power: 'on', input: 'hdmi_2', muted: false });
    link.send(JSON.stringify({ type: 'ack', device_id: cart.id, command_id: 'x', ok: true, tv: { power: 'off', input: 'hdmi_2', muted: true } }));
    await expect.poll(read).toEqual({ power: 'off', input: 'hdmi_2', muted: true });
  });

  it('answers 400 to another input or action, 409 tv_ir_disabled, 404 and 409 not connected', async () => {
    const cart = device('North Tower Cart 1');
    const other = await post(`/video_devices/${cart.id}/send_tv_ir_command`, { ir_action: 'hdmi_1' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'Invalid TV command: ir_action must be one of power_on, power_off, mute, hdmi_2', details: [{ field: 'body.ir_action', rule: 'enum' }] });
    for (const body of [{ ir_action: '' }, {}, { ir_action: 'x'.repeat(51) }]) expect((await post(`/video_devices/${cart.id}/send_tv_ir_command`, body)).statusCode).toBe(400);
    const disabled = await post(`/video_devices/${device('North Tower Cart 2').id}/send_tv_ir_command`, { ir_action: 'power_on' });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toEqual({ error: 'TV IR is not enabled on video device North Tower Cart 2', code: 'tv_ir_disabled' });
    expect((await post('/video_devices/999999/send_tv_ir_command', { ir_action: 'mute' })).statusCode).toBe(404);
    const offline = built.services.store.data.devices.find((d) => d.division.id === 1 && d.seeded_status === 'offline' && d.config.tv?.ir?.enabled);
    expect((await post(`/video_devices/${offline?.id}/send_tv_ir_command`, { ir_action: 'mute' })).json().code).toBe('device_not_connected');
    expect(frames.filter((f) => f.type === 'tv_ir')).toEqual([]);
  });

  it('needs View PatientMonitor', async () => {
    const id = device('North Tower Cart 1').id;
    const denied = await withRules(built, ['AccessLiveVideo PatientMonitor'], () => post(`/video_devices/${id}/send_tv_ir_command`, { ir_action: 'mute' }));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('You need the View PatientMonitor permission');
  });
});

describe('POST /patient_monitors/{id}/reboot and reboot_ptz', () => {
  // Seeded: monitor 1 (patient 2) runs on room camera 2, online, with credentials and PTZ.
  it('tells the device to reboot, or to reboot its PTZ camera', async () => {
    expect((await post('/patient_monitors/1/reboot')).json()).toEqual({ ok: true });
    expect((await post('/patient_monitors/1/reboot_ptz')).json()).toEqual({ ok: true });
    await told('command').toEqual([
      expect.objectContaining({ device_id: 2, command: 'reboot' }),
      expect.objectContaining({ device_id: 2, command: 'reboot_ptz' }),
    ]);
  });

  it('answers 409 with its own reason for each condition the device does not meet', async () => {
    const conflict = async (path: string, code: string, error: string) => {
      const response = await post(path);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error, code });
    };
    const m = monitor(1);
    const camera = built.services.store.devicesById.get(2);
    if (!camera) throw new Error('seed: device 2');
    m.video_device_id = null;
    await conflict('/patient_monitors/1/reboot', 'no_video_device', 'Patient monitor 1 has no video device');
    m.video_device_id = device('North Tower Training Video').id;
    await conflict('/patient_monitors/1/reboot', 'device_kind_unsupported', 'Video device North Tower Training Video is a training video device and cannot be rebooted');
    m.video_device_id = 2;
    camera.status = 'offline';
    await conflict('/patient_monitors/1/reboot_ptz', 'device_offline', `Video device ${camera.name} is offline`);
    camera.status = 'online';
    camera.credentials_generated_at = null;
    await conflict('/patient_monitors/1/reboot', 'no_credentials', `Video device ${camera.name} has no credentials generated`);
    const tablet = device('North Tower Tablet 1');
    m.video_device_id = tablet.id;
    await conflict('/patient_monitors/1/reboot_ptz', 'ptz_not_enabled', 'Video device North Tower Tablet 1 has no PTZ camera');
    expect((await post('/patient_monitors/1/reboot')).statusCode).toBe(200);
    const unplugged = built.services.store.data.devices.find((d) => d.kind === 'fixed' && d.seeded_status === 'offline' && d.credentials_generated_at);
    if (!unplugged) throw new Error('seed: an offline camera with credentials');
    unplugged.status = 'online';
    m.video_device_id = unplugged.id;
    await conflict('/patient_monitors/1/reboot', 'device_not_connected', `Video device ${unplugged.name} is not connected`);
    expect(frames.filter((f) => f.type === 'command')).toEqual([expect.objectContaining({ device_id: tablet.id, command: 'reboot' })]);
  });

  it('answers 404 for an unknown monitor and one of another division, 400 for a bad id', async () => {
    const missing = await post('/patient_monitors/999999/reboot');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Patient monitor 999999 not found', code: 'not_found' });
    const foreign = await post('/patient_monitors/1/reboot_ptz', undefined, 'peds.nurse@mercy-general.test');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Patient monitor 1 not found', code: 'not_found' });
    expect((await post('/patient_monitors/abc/reboot')).statusCode).toBe(400);
    expect(frames.filter((f) => f.type === 'command')).toEqual([]);
  });

  it('needs View PatientMonitor', async () => {
    const denied = await withRules(built, ['AccessLiveVideo PatientMonitor'], () => post('/patient_monitors/1/reboot'));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('You need the View PatientMonitor permission');
  });
});
