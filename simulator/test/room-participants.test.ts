// Two clinicians in one room (issue 16 item 5): who is in a visit with a device, whose microphone is
// open, announced on the channel of the device's division; the second joiner does not knock again; division scoped.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { BuiltApp } from '../src/app.ts';
import { isOpen } from '../src/device-link/device-calls.ts';
import { NURSE, withRules } from './helpers.ts';
import { listeningApp, pusherClient, scriptedLink, tokenFor } from './live-app.ts';

interface Frame { type: string; device_id: number; meeting_id: string; play_greeting?: boolean }

const VIRTUAL_NURSE = 'virtual.nurse@mercy-general.test';
const PEDS_NURSE = 'peds.nurse@mercy-general.test';
const OTHER_ORG = 'nurse@st-elsewhere.test';

let built: BuiltApp;
let port: number;
let link: WebSocket;
let deviceId: number;
const frames: Frame[] = [];

beforeAll(async () => {
  ({ built, port } = await listeningApp(true));
  let devices: { id: number }[];
  ({ link, devices } = await scriptedLink(port, 20, (frame: Frame) => {
    frames.push(frame);
    // The scripted device offers at once to every join.
    if (frame.type === 'join') link.send(JSON.stringify({ type: 'offer', device_id: frame.device_id, meeting_id: frame.meeting_id, sdp: 'v=0', ice_candidates: [] }));
  }));
  // A device of North Tower (division 1): the nurse's and the virtual nurse's, not the peds nurse's.
  const device = devices.map((d) => built.services.store.devicesById.get(d.id)).find((d) => d?.division.id === 1 && d.service_status === 'in_service');
  if (!device) throw new Error('seed: no North Tower device on the link');
  deviceId = device.id;
  link.send(JSON.stringify({ type: 'status', device_id: deviceId, status: 'online' }));
  for (let i = 0; i < 200 && built.services.store.devicesById.get(deviceId)?.status !== 'online'; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}, 60_000);
// A failed test leaves no visit open for the next one.
afterEach(() => {
  for (const meeting of built.services.deviceLink.calls.meetings.values()) if (isOpen(meeting)) built.services.deviceLink.calls.leave(meeting);
});
afterAll(async () => {
  link.close();
  await built.app.close();
});

async function api(email: string, method: string, path: string, body?: unknown) {
  const token = await tokenFor(port, email);
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: response.status === 204 ? null : await response.json() as unknown };
}

type Seen = { meeting_id: string | null } & Record<string, unknown>;
const listed = async (email: string, id: number) => (await api(email, 'GET', `/video_devices/${id}/participants`)).json;
/** The list without meeting ids (the tests of them read `meetingIdsSeenBy`); an error body as it came. */
const participants = async (email = VIRTUAL_NURSE, id = deviceId) => {
  const json = await listed(email, id);
  return Array.isArray(json) ? (json as Seen[]).map((entry) => Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'meeting_id'))) : json;
};
const meetingIdsSeenBy = async (email: string) => ((await listed(email, deviceId)) as Seen[]).map((entry) => entry.meeting_id);
const join = async (email: string, extra: object = {}) => {
  const joined = await api(email, 'POST', '/videos/join_meeting', { device_id: deviceId, patient_id: 1, play_greeting: true, video_reason_ids: [1], ...extra });
  expect(joined.status).toBe(200);
  return (joined.json as { meeting_id: string }).meeting_id;
};
const leave = (email: string, meetingId: string) => api(email, 'PUT', `/meetings/${meetingId}/leave`);
const knockOf = (meetingId: string) => frames.find((f) => f.type === 'join' && f.meeting_id === meetingId)?.play_greeting;
const nurse = { user_id: 0, name: 'Nora Lindqvist', role_name: 'Nurse', preview: false, monitoring: false, you: false };
const virtualNurse = { user_id: 0, name: 'Vera Anne Castellano', role_name: 'Virtual Nurse', preview: false, monitoring: false, you: true };

describe('who is in a visit with a room', () => {
  beforeAll(() => {
    nurse.user_id = built.services.store.userByEmail(NURSE)?.id ?? 0;
    virtualNurse.user_id = built.services.store.userByEmail(VIRTUAL_NURSE)?.id ?? 0;
  });

  it('lists each clinician on join with the mic open, follows mute and unmute, announces each change, drops them on leave', async () => {
    const client = pusherClient(port, await tokenFor(port, VIRTUAL_NURSE));
    const channel = client.subscribe('private-encrypted-hospital-1-division-1');
    await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
    const events: unknown[] = [];
    channel.bind('video-participants-changed', (data: unknown) => events.push(data));

    expect(await participants()).toEqual([]);
    const first = await join(NURSE);
    expect(await participants()).toEqual([{ ...nurse, mic_open: true }]);
    await expect.poll(() => events.length).toBeGreaterThan(0);
    // The event names the device only: names are read through the division-checked call.
    expect(events[0]).toEqual({ video_device_id: deviceId });

    const second = await join(VIRTUAL_NURSE);
    // Each clinician sees the other, and their own visit marked as theirs.
    expect(await participants(NURSE)).toEqual([{ ...nurse, you: true, mic_open: true }, { ...virtualNurse, you: false, mic_open: true }]);
    // Each is told the meeting of their own visit only (a window tells its own calls apart by it).
    expect(await meetingIdsSeenBy(NURSE)).toEqual([first, null]);
    expect(await meetingIdsSeenBy(VIRTUAL_NURSE)).toEqual([null, second]);
    // The room was already announced: the second clinician's door knock is not played.
    expect(knockOf(first)).toBe(true);
    expect(knockOf(second)).toBe(false);

    const before = events.length;
    expect((await api(NURSE, 'PUT', `/meetings/${first}/mic`, { muted: true })).status).toBe(204);
    expect(await participants()).toEqual([{ ...nurse, mic_open: false }, { ...virtualNurse, mic_open: true }]);
    await expect.poll(() => events.length).toBeGreaterThan(before);
    expect((await api(NURSE, 'PUT', `/meetings/${first}/mic`, { muted: false })).status).toBe(204);
    expect(await participants()).toEqual([{ ...nurse, mic_open: true }, { ...virtualNurse, mic_open: true }]);

    expect((await leave(NURSE, first)).status).toBe(204);
    expect(await participants()).toEqual([{ ...virtualNurse, mic_open: true }]);
    expect((await leave(VIRTUAL_NURSE, second)).status).toBe(204);
    expect(await participants()).toEqual([]);
    const afterLeave = events.length;
    await expect.poll(() => events.length).toBeGreaterThanOrEqual(afterLeave);
    client.disconnect();
  });

  it('drops a clinician whose call the device ended', async () => {
    const meetingId = await join(NURSE);
    expect(await participants()).toEqual([{ ...nurse, mic_open: true }]);
    link.send(JSON.stringify({ type: 'call_ended', device_id: deviceId, meeting_id: meetingId, reason: 'failed' }));
    await expect.poll(() => participants()).toEqual([]);
    // A mic report for a visit that has ended changes nothing.
    expect(await api(NURSE, 'PUT', `/meetings/${meetingId}/mic`, { muted: false })).toMatchObject({ status: 409, json: { code: 'meeting_ended' } });
  });

  it('lists a preview muted; a preview neither counts as announced nor opens its mic', async () => {
    const preview = await join(VIRTUAL_NURSE, { preview: true });
    expect(await participants()).toEqual([{ ...virtualNurse, preview: true, mic_open: false }]);
    expect(await api(VIRTUAL_NURSE, 'PUT', `/meetings/${preview}/mic`, { muted: false })).toMatchObject({ status: 409, json: { code: 'preview_muted' } });
    const visit = await join(NURSE);
    expect(knockOf(visit)).toBe(true);
    await leave(NURSE, visit);
    await leave(VIRTUAL_NURSE, preview);
  });

  it('lets only the meeting\'s own clinician report its mic, and checks the body', async () => {
    const meetingId = await join(NURSE);
    const foreign = await api(VIRTUAL_NURSE, 'PUT', `/meetings/${meetingId}/mic`, { muted: true });
    const missing = await api(VIRTUAL_NURSE, 'PUT', '/meetings/no-such-meeting/mic', { muted: true });
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(JSON.stringify(foreign.json)).not.toContain('Nora');
    expect(await participants()).toEqual([{ ...nurse, mic_open: true }]);
    const bad = await api(NURSE, 'PUT', `/meetings/${meetingId}/mic`, { muted: 'yes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('body.muted');
    await leave(NURSE, meetingId);
  });

  it('answers a device of another division or organisation exactly as a missing one', async () => {
    const meetingId = await join(NURSE);
    const missingId = 9_999_999;
    const missing = await api(PEDS_NURSE, 'GET', `/video_devices/${missingId}/participants`);
    const foreign = await api(PEDS_NURSE, 'GET', `/video_devices/${deviceId}/participants`);
    const otherOrg = await api(OTHER_ORG, 'GET', `/video_devices/${deviceId}/participants`);
    expect(missing.status).toBe(404);
    for (const answer of [foreign, otherOrg]) {
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.json).replace(String(deviceId), 'ID')).toBe(JSON.stringify(missing.json).replace(String(missingId), 'ID'));
    }
    await leave(NURSE, meetingId);
  });

  it('needs AccessLiveVideo on PatientMonitor', async () => {
    const meetingId = await join(NURSE);
    await withRules(built, ['View Patient', 'View VideoDevice'], async () => {
      expect((await api(NURSE, 'GET', `/video_devices/${deviceId}/participants`)).status).toBe(403);
      expect((await api(NURSE, 'PUT', `/meetings/${meetingId}/mic`, { muted: true })).status).toBe(403);
    });
    expect(await participants()).toEqual([{ ...nurse, mic_open: true }]);
    await leave(NURSE, meetingId);
  });
});
