// Nobody sees what is not theirs: a record of another division or organisation answers exactly as
// a record that does not exist (so ids cannot be probed), errors never name it, and a test video
// session follows the same organisation, division and permission rules as a visit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { buildApp, type BuiltApp } from '../src/app.ts';
import type { VideoDevice } from '../src/store/types.ts';
import { bearer, NURSE, SYSADMIN, withRules } from './helpers.ts';
import { listeningApp, scriptedLink, tokenFor } from './live-app.ts';

const OTHER_ORG = 'nurse@st-elsewhere.test';
const PEDS = 'peds.nurse@mercy-general.test';
const MISSING = 999_999;

describe('records of other divisions and organisations', () => {
  let built: BuiltApp;
  beforeAll(async () => {
    built = await buildApp({ devicesAwaitEmulator: false, validateResponses: true, webDist: null });
    await built.app.ready();
  });
  afterAll(async () => { await built.app.close(); });

  const call = async (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    built.app.inject({ method, url: `/api/v1${url}`, headers: await bearer(built, email), ...(payload ? { payload } : {}) });
  const data = () => built.services.store.data;
  const device = (division: number, match: (d: VideoDevice) => boolean = () => true) => {
    const found = data().devices.find((d) => d.division.id === division && match(d));
    if (!found) throw new Error(`seed: no device in division ${division}`);
    return found;
  };
  const presetOf = (d: VideoDevice) => data().ptzPresets.find((p) => p.video_device_id === d.id)?.id ?? 0;
  const patient = (division: number) => data().patients.find((p) => p.division_id === division)!;
  const monitor = (division: number) => data().monitors.find((m) => m.division_id === division && m.video_device_id !== null)!;

  /** Each call with an id in the path or body; `own` proves the call works for a visible record. */
  const probes: { name: string; email: string; run: (id: number) => Promise<{ statusCode: number; body: string }> }[] = [
    { name: 'get device', email: NURSE, run: (id) => call(NURSE, 'GET', `/video_devices/${id}`) },
    { name: 'edit device', email: SYSADMIN, run: (id) => call(SYSADMIN, 'PUT', `/video_devices/${id}`, { video_device: { name: 'x' } }) },
    { name: 'revisions', email: SYSADMIN, run: (id) => call(SYSADMIN, 'GET', `/video_devices/${id}/revisions`) },
    { name: 'frame processing', email: SYSADMIN, run: (id) => call(SYSADMIN, 'POST', `/video_devices/${id}/frame_processing`, { frame_processing: 'off' }) },
    { name: 'volume', email: NURSE, run: (id) => call(NURSE, 'POST', `/video_devices/${id}/volume`, { volume: 80 }) },
    { name: 'tv command', email: NURSE, run: (id) => call(NURSE, 'POST', `/video_devices/${id}/send_tv_ir_command`, { ir_action: 'mute' }) },
    { name: 'list presets', email: NURSE, run: (id) => call(NURSE, 'GET', `/ptz_presets/for_device/${id}`) },
    { name: 'add preset', email: NURSE, run: (id) => call(NURSE, 'POST', '/ptz_presets', { ptz_preset: { name: 'x', video_device_id: id } }) },
    { name: 'test session', email: NURSE, run: (id) => call(NURSE, 'POST', '/videos/join_testing', { device_id: id }) },
    { name: 'visit on a device', email: NURSE, run: (id) => call(NURSE, 'POST', '/videos/join_meeting', { device_id: id, patient_id: patient(1).id }) },
  ];

  it('answers a device of another division or organisation as a missing one, naming nothing', async () => {
    // Offline and without PTZ or TV: every refusal that could come after the division check would name it.
    const foreign = [device(3, (d) => d.status === 'offline'), device(5, (d) => d.status === 'offline'), device(3, (d) => !d.ptz_enabled)];
    for (const probe of probes) {
      const missing = await probe.run(MISSING);
      expect(missing.statusCode, probe.name).toBe(404);
      for (const d of foreign.filter((f) => probe.email === NURSE || f.division.id === 5)) {
        const answer = await probe.run(d.id);
        expect(answer.statusCode, `${probe.name} ${d.name}`).toBe(404);
        expect(answer.body.replace(String(d.id), '<id>'), `${probe.name} ${d.name}`).toBe(missing.body.replace(String(MISSING), '<id>'));
        expect(answer.body, probe.name).not.toContain(d.name);
      }
    }
  });

  it('answers presets, patients and monitors of another division as missing ones', async () => {
    const cart = device(3, (d) => d.name.endsWith(' Cart 1'));
    const others = [
      { name: 'rename preset', run: (id: number) => call(NURSE, 'PUT', `/ptz_presets/${id}`, { ptz_preset: { name: 'x' } }), foreign: presetOf(cart) },
      { name: 'delete preset', run: (id: number) => call(NURSE, 'DELETE', `/ptz_presets/${id}`), foreign: presetOf(cart) },
      { name: 'patient', run: (id: number) => call(NURSE, 'GET', `/patients/${id}`), foreign: patient(3).id },
      { name: 'visit with a patient', run: (id: number) => call(NURSE, 'POST', '/videos/join_meeting', { device_id: device(1).id, patient_id: id }), foreign: patient(3).id },
      { name: 'reboot', run: (id: number) => call(NURSE, 'POST', `/patient_monitors/${id}/reboot`), foreign: monitor(3).id },
      { name: 'reboot ptz', run: (id: number) => call(NURSE, 'POST', `/patient_monitors/${id}/reboot_ptz`), foreign: monitor(3).id },
    ];
    for (const probe of others) {
      const missing = await probe.run(MISSING);
      const answer = await probe.run(probe.foreign);
      expect([answer.statusCode, missing.statusCode], probe.name).toEqual([404, 404]);
      expect(answer.body.replace(String(probe.foreign), '<id>'), probe.name).toBe(missing.body.replace(String(MISSING), '<id>'));
      expect(answer.body, probe.name).not.toContain(patient(3).display_name);
    }
    expect(data().ptzPresets.some((p) => p.id === presetOf(cart))).toBe(true);
  });
});

describe('test video sessions', () => {
  let built: BuiltApp;
  let port: number;
  let link: WebSocket;
  let deviceId: number;
  const joins: unknown[] = [];

  beforeAll(async () => {
    ({ built, port } = await listeningApp(true));
    let devices: { id: number }[];
    ({ link, devices } = await scriptedLink<{ type: string; device_id: number; meeting_id: string }>(port, 1, (frame) => {
      if (frame.type !== 'join') return;
      joins.push(frame);
      link.send(JSON.stringify({ type: 'offer', device_id: frame.device_id, meeting_id: frame.meeting_id, sdp: 'v=0 camera offer', ice_candidates: [] }));
    }));
    deviceId = devices[0]!.id;
    link.send(JSON.stringify({ type: 'status', device_id: deviceId, status: 'online' }));
    for (let i = 0; i < 100 && built.services.store.devicesById.get(deviceId)?.status !== 'online'; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  afterAll(async () => {
    link.close();
    await built.app.close();
  });

  const joinTest = async (email: string) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/videos/join_testing`, {
      method: 'POST', headers: { authorization: `Bearer ${await tokenFor(port, email)}`, 'content-type': 'application/json' }, body: JSON.stringify({ device_id: deviceId }),
    });
    return { status: response.status, body: await response.json() as Record<string, unknown> };
  };

  it('give no camera of this hospital to another organisation or another division', async () => {
    expect(built.services.store.devicesById.get(deviceId)?.division.id).toBe(1);
    for (const email of [OTHER_ORG, PEDS]) {
      expect(await joinTest(email), email).toEqual({ status: 404, body: { error: `Video device ${deviceId} not found`, code: 'not_found' } });
    }
    expect(joins).toEqual([]);
    const own = await joinTest(NURSE);
    expect(own).toMatchObject({ status: 200, body: { sdp: 'v=0 camera offer' } });
    expect(joins).toHaveLength(1);
  });

  it('need AccessLiveVideo on PatientMonitor, as a visit does', async () => {
    const denied = await withRules(built, ['View Patient'], () => joinTest(NURSE));
    expect(denied).toEqual({ status: 403, body: { error: 'You need the AccessLiveVideo PatientMonitor permission', code: 'forbidden' } });
  });
});
