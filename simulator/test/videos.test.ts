// Video endpoints through inject, where no device is connected: validation, permissions, and the
// answers a clinician gets for a device that cannot take a call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, testApp, withRules } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

const post = async (url: string, payload: unknown, email = NURSE) => built.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers: await bearer(built, email) });
const join = (payload: Record<string, unknown>, email?: string) => post('/videos/join_meeting', { device_id: 1, patient_id: 1, ...payload }, email);

describe('video visits without a connected device', () => {
  it('lists the video reasons for the Video Reason select', async () => {
    const response = await built.app.inject({ url: '/api/v1/video_reasons/dropdown', headers: await bearer(built, NURSE) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.arrayContaining([{ id: 1, name: 'Routine check-in' }]));
  });

  it('names each bad field of a join', async () => {
    const missing = await post('/videos/join_meeting', { patient_id: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([expect.objectContaining({ field: 'body.device_id', rule: 'required' })]);
    const reason = await join({ video_reason_ids: [1, 999] });
    expect(reason.statusCode).toBe(400);
    expect(reason.json()).toMatchObject({ error: 'Unknown video reason 999', details: [{ field: 'body.video_reason_ids', rule: 'enum' }] });
    const signal = await post('/videos/signal', { video_type: 'meeting', signal_type: 'offer', meeting_id: 'x', video_device_id: 1 });
    expect(signal.statusCode).toBe(400);
    expect(signal.json().details[0]).toMatchObject({ field: 'body.signal_type', rule: 'enum' });
  });

  it('answers 401 without a token', async () => {
    const response = await built.app.inject({ method: 'POST', url: '/api/v1/videos/join_meeting', payload: { device_id: 1, patient_id: 1 } });
    expect(response.statusCode).toBe(401);
  });

  it('needs AccessLiveVideo on PatientMonitor to join a visit or a test', async () => {
    // Every seeded role may access live video, so a user is given a role without it for this test.
    await withRules(built, ['View Patient'], async () => {
      const denied = await join({});
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error).toBe('You need the AccessLiveVideo PatientMonitor permission');
      expect((await post('/videos/join_testing', { device_id: 1 })).statusCode).toBe(403);
    });
  });

  it('finds patients and devices, within the user\'s divisions', async () => {
    expect((await join({ patient_id: 999_999 })).statusCode).toBe(404);
    expect((await join({ device_id: 999_999 })).statusCode).toBe(404);
    const otherDivision = built.services.store.data.patients.find((p) => p.division_id === 3);
    const foreign = await join({ patient_id: otherDivision?.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(`Patient ${otherDivision?.id} not found`);
  });

  it('tells why a device cannot take a call: offline, decommissioned, not connected', async () => {
    const devices = built.services.store.data.devices.filter((d) => d.division.id === 1);
    const offline = devices.find((d) => d.status === 'offline' && d.service_status === 'in_service');
    const decommissioned = devices.find((d) => d.service_status === 'decommissioned');
    const online = devices.find((d) => d.status === 'online' && d.service_status === 'in_service');
    const answer = async (id: number | undefined) => (await join({ device_id: id })).json();
    expect(await answer(offline?.id)).toEqual({ error: `Video device ${offline?.name} is offline`, code: 'device_offline' });
    expect(await answer(decommissioned?.id)).toMatchObject({ code: 'device_out_of_service' });
    expect(await answer(online?.id)).toEqual({ error: `Video device ${online?.name} is not connected`, code: 'device_not_connected' });
    expect((await join({ device_id: online?.id })).statusCode).toBe(409);
  });

  it('says a device in error is reporting an error, not "is error", when watching its monitor or calling it', async () => {
    const { data } = built.services.store;
    const monitor = data.monitors.find((m) => m.division_id === 1 && m.status === 'active' && data.devices.find((d) => d.id === m.video_device_id)?.service_status === 'in_service')!;
    const device = data.devices.find((d) => d.id === monitor.video_device_id)!;
    const status = device.status;
    device.status = 'error';
    try {
      const expected = { error: `Video device ${device.name} is reporting an error`, code: 'device_offline' };
      expect((await post('/videos/join_monitoring', { patient_monitor_id: monitor.id })).json()).toEqual(expected);
      expect((await post('/videos/join_testing', { device_id: device.id })).json()).toEqual(expected);
    } finally {
      device.status = status;
    }
  });

  it('answers 404 for a meeting that does not exist', async () => {
    const signal = await post('/videos/signal', { video_type: 'meeting', signal_type: 'sdp-answer', sdp: 'v=0', meeting_id: 'nope', video_device_id: 1 });
    expect(signal.statusCode).toBe(404);
    const leave = await built.app.inject({ method: 'PUT', url: '/api/v1/meetings/nope/leave', headers: await bearer(built, NURSE) });
    expect(leave.statusCode).toBe(404);
  });

  it('reports 409 for the media of a device without an emulator, 404 for an unknown one', async () => {
    expect((await built.app.inject({ url: '/sim/devices/1/media' })).statusCode).toBe(409);
    expect((await built.app.inject({ url: '/sim/devices/99999/media' })).statusCode).toBe(404);
  });
});
