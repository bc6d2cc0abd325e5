// Video visits with a device on a real device link (a scripted device: the boundary), and the
// meeting status on the channel of the device's division as a pusher-js client receives it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { BuiltApp } from '../src/app.ts';
import { NURSE } from './helpers.ts';
import { deviceChannel, listeningApp, pusherClient, scriptedLink, tokenFor } from './live-app.ts';

interface Frame { type: string; device_id: number; meeting_id: string; [key: string]: unknown }

let built: BuiltApp;
let port: number;
let link: WebSocket;
let deviceId: number;
const frames: Frame[] = [];
/** How the scripted device answers a join: an offer, a refusal, or silence. */
let onJoin: (frame: Frame) => object | null = () => null;

beforeAll(async () => {
  ({ built, port } = await listeningApp(true));
  let devices: { id: number }[];
  ({ link, devices } = await scriptedLink(port, 1, (frame: Frame) => {
    frames.push(frame);
    const reply = frame.type === 'join' ? onJoin(frame) : null;
    if (reply) link.send(JSON.stringify(reply));
  }));
  deviceId = devices[0]!.id;
  link.send(JSON.stringify({ type: 'status', device_id: deviceId, status: 'online' }));
  for (let i = 0; i < 100 && built.services.store.devicesById.get(deviceId)?.status !== 'online'; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
});
afterAll(async () => {
  link.close();
  await built.app.close();
});

async function api(method: string, path: string, body?: unknown) {
  const token = await tokenFor(port, NURSE);
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: response.status === 204 ? null : await response.json() as Record<string, unknown> };
}

const offerFor = (frame: Frame) => ({ type: 'offer', device_id: frame.device_id, meeting_id: frame.meeting_id, sdp: 'v=0 device offer', ice_candidates: [{ candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 }] });

describe('video visits through the device link', () => {
  it('joins with the device\'s offer, relays the answer and candidates, leaves, and publishes each status', async () => {
    const client = pusherClient(port, await tokenFor(port, NURSE));
    const channel = client.subscribe(deviceChannel(built, deviceId));
    await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
    const statuses: { meeting_id: string; status: string; video_device_id: number }[] = [];
    channel.bind('meeting-status-changed', (data: (typeof statuses)[number]) => statuses.push(data));

    onJoin = offerFor;
    const joined = await api('POST', '/videos/join_meeting', { device_id: deviceId, patient_id: 1, ptz: true, video_reason_ids: [1] });
    expect(joined.status).toBe(200);
    const meetingId = joined.json?.meeting_id as string;
    expect(joined.json).toMatchObject({ device_id: `device-${deviceId}`, sdp: 'v=0 device offer', turn_servers: [], ice_candidates: [{ sdpMid: '0' }] });
    expect(frames.find((f) => f.type === 'join')).toMatchObject({ meeting_id: meetingId, video_type: 'meeting', ptz: true, play_greeting: false, preview: false });

    const signal = (body: object) => api('POST', '/videos/signal', { video_type: 'meeting', meeting_id: meetingId, video_device_id: deviceId, patient_monitor_id: null, ...body });
    expect((await signal({ signal_type: 'sdp-answer' })).json).toMatchObject({ details: [{ field: 'body.sdp', rule: 'required' }] });
    expect((await signal({ signal_type: 'sdp-answer', sdp: 'v=0 browser answer' })).status).toBe(204);
    expect((await signal({ signal_type: 'ice-candidates', ice_candidates: [{ candidate: 'candidate:2 1 udp 1 127.0.0.1 6000 typ host', sdpMid: '0', sdpMLineIndex: 0 }] })).status).toBe(204);
    expect((await signal({ signal_type: 'sdp-answer', sdp: 'v=0', video_device_id: deviceId + 1 })).status).toBe(400);
    await expect.poll(() => frames.filter((f) => f.meeting_id === meetingId).map((f) => f.type)).toEqual(['join', 'answer', 'ice']);
    expect(frames.find((f) => f.type === 'answer')?.sdp).toBe('v=0 browser answer');

    expect((await api('PUT', `/meetings/${meetingId}/leave`)).status).toBe(204);
    await expect.poll(() => frames.at(-1)).toMatchObject({ type: 'leave', meeting_id: meetingId });
    expect((await signal({ signal_type: 'sdp-answer', sdp: 'v=0' })).status).toBe(409);
    expect((await api('PUT', `/meetings/${meetingId}/leave`)).status).toBe(204);

    await expect.poll(() => statuses.filter((s) => s.meeting_id === meetingId).map((s) => s.status)).toEqual(['created', 'joined', 'left']);
    expect(statuses[0]?.video_device_id).toBe(deviceId);
    client.disconnect();
  });

  it('passes on a device\'s refusal (502) and a device that does not answer (504)', async () => {
    onJoin = (frame) => ({ type: 'join_failed', device_id: frame.device_id, meeting_id: frame.meeting_id, error: 'Video device could not join: the camera could not start' });
    const refused = await api('POST', '/videos/join_testing', { device_id: deviceId });
    expect(refused).toMatchObject({ status: 502, json: { error: 'Video device could not join: the camera could not start', code: 'join_failed' } });

    onJoin = () => null;
    built.services.deviceLink.calls.joinTimeoutMs = 200;
    const silent = await api('POST', '/videos/join_testing', { device_id: deviceId });
    expect(silent).toMatchObject({ status: 504, json: { code: 'device_timeout' } });
    built.services.deviceLink.calls.joinTimeoutMs = 10_000;
    // An offer that comes after the join gave up is answered with a leave: no call is left open.
    const late = frames.filter((f) => f.type === 'join').at(-1);
    if (!late) throw new Error('no join sent');
    const leftFor = () => frames.filter((f) => f.type === 'leave').map((f) => f.meeting_id);
    await expect.poll(leftFor).toContain(late.meeting_id);
    frames.length = 0;
    link.send(JSON.stringify(offerFor(late)));
    await expect.poll(leftFor).toContain(late.meeting_id);
  });

  it('reads the device\'s media state and sets its media faults through /sim', async () => {
    // The scripted device reports the faults it was last told, as the emulator does.
    let faults = { freeze: false, packet_loss: 0, answer_delay_ms: 0, refuse_join: false, black: false, wifi_signal: null as unknown };
    link.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame & { query_id?: string; faults?: typeof faults };
      if (frame.type === 'media_faults' && frame.faults) faults = frame.faults;
      if (!['media_query', 'media_faults', 'drop_calls'].includes(frame.type)) return;
      link.send(JSON.stringify({ type: 'media_state', device_id: deviceId, query_id: frame.query_id, in_call: true, meeting_id: 'm', audio_received: true, audio_packets: 12, frames_sent: 30, calls: [], faults }));
    });
    const media = await (await fetch(`http://127.0.0.1:${port}/sim/devices/${deviceId}/media`)).json();
    expect(media).toEqual({ id: deviceId, in_call: true, meeting_id: 'm', audio_received: true, audio_packets: 12, frames_sent: 30, calls: [], faults });

    const put = (body: object) => fetch(`http://127.0.0.1:${port}/sim/devices/${deviceId}/media/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const frozen = await (await put({ freeze: true, packet_loss: 5 })).json() as { faults: unknown };
    expect(frozen.faults).toEqual({ freeze: true, packet_loss: 5, answer_delay_ms: 0, refuse_join: false, black: false, wifi_signal: null });
    expect((await (await put({})).json() as { faults: unknown }).faults).toEqual({ freeze: false, packet_loss: 0, answer_delay_ms: 0, refuse_join: false, black: false, wifi_signal: null });
    const bad = await put({ packet_loss: 101 });
    expect(bad.status).toBe(400);

    const drop = await fetch(`http://127.0.0.1:${port}/sim/devices/${deviceId}/media/drop`, { method: 'POST' });
    expect(drop.status).toBe(200);
    expect(frames.at(-1)).toMatchObject({ type: 'drop_calls', device_id: deviceId });
  });

  it('ends a device\'s open meetings when its emulator goes away', async () => {
    onJoin = offerFor;
    const joined = await api('POST', '/videos/join_testing', { device_id: deviceId });
    const meeting = built.services.deviceLink.calls.meetings.get(joined.json?.meeting_id as string);
    expect(meeting?.status).toBe('created');
    link.close();
    await expect.poll(() => meeting?.status).toBe('ended');
  });
});
