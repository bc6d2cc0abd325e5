// Aimee with a training video, end to end over real sockets and real audio (issue 15): the
// emulator runs the trainingvideo device; a werift peer in the browser's place joins it (join_testing,
// signal) and connects Aimee (POST /aimee_conversations with the meeting), routing the audio both
// ways as the call view will. Aimee's greeting reaches the device (the emulator reports the speech
// it heard), the device's patient answers with its scenario, Aimee's transcription has the
// patient's words and her scripted answer to the request for a nurse raises the function call.
import { Emulator } from '@bedside/device-emulator/emulator.ts';
import { loopbackStunUrl } from '@bedside/device-emulator/media/loopback-stun.ts';
import { devicePeerConfig } from '@bedside/device-emulator/media/peer-config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaStreamTrack, RTCPeerConnection } from 'werift';
import type { BuiltApp } from '../src/app.ts';
import { RealtimeClient, type Started } from './aimee-client.ts';
import { listeningApp, tokenFor } from './live-app.ts';

let built: BuiltApp;
let port: number;
let emulator: Emulator;
let token: string;
beforeAll(async () => {
  ({ built, port } = await listeningApp(true));
  emulator = new Emulator({ url: `ws://127.0.0.1:${port}/device-link`, secret: 'dev-device-link-secret', emulatorId: 'aimee-test', capacity: 500, rebootMs: 200, ptzRebootMs: 200, metricsMs: 60_000, log: () => {} });
  emulator.start();
  token = await tokenFor(port, 'nurse@mercy-general.test');
});
afterAll(async () => {
  await built.services.aimee.endAll();
  emulator.stop();
  await built.app.close();
});

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Asks every 200 ms until the answer passes (a slower pace than expect.poll's, kinder to the link). */
async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await ask();
    if (done(value) && value != null) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Speech { heard_utterances: number; heard_ms: number; peak_db: number | null; said_lines: number }

describe('Aimee and a training video', () => {
  it('talks with the scripted patient: her voice reaches the device, the patient answers, the request for a nurse raises the call', async () => {
    const { store } = built.services;
    const device = store.data.devices.find((d) => d.kind === 'trainingvideo' && d.division.id === 1)!;
    await expect.poll(() => store.devicesById.get(device.id)?.status, { timeout: 15_000 }).toBe('online');
    const prompt = store.data.aimeePrompts[0]!;
    prompt.instructions = [
      'When the patient mentions nurse, help: say "I will let your nurse know right away." and raise virtual_nursing',
      'Otherwise: say "I am Aimee, the assistant for your care team."',
    ].join('\n');

    // The device call, as the browser joins it: the device offers, the browser answers.
    const join = await api<{ meeting_id: string; sdp: string }>('POST', '/api/v1/videos/join_testing?division_id=1', { device_id: device.id });
    const call = new RTCPeerConnection(devicePeerConfig(await loopbackStunUrl()));
    const toDevice = new MediaStreamTrack({ kind: 'audio' });
    call.addTransceiver('video', { direction: 'recvonly' });
    call.addTransceiver(toDevice, { direction: 'sendrecv' });
    // The call view's routing: the patient's voice into Aimee (the track arrives with the offer), hers into the call below.
    let toAimee: RealtimeClient | null = null;
    let pictureArrived!: () => void;
    const playing = new Promise<void>((resolve) => { pictureArrived = resolve; });
    call.onTrack.subscribe((track) => {
      if (track.kind === 'audio') track.onReceiveRtp.subscribe((rtp) => toAimee?.relay(rtp));
      else track.onReceiveRtp.once(() => pictureArrived());
    });
    await call.setRemoteDescription({ type: 'offer', sdp: join.sdp });
    await call.setLocalDescription(await call.createAnswer());
    await api('POST', '/api/v1/videos/signal?division_id=1', { video_type: 'test', signal_type: 'sdp-answer', sdp: call.localDescription?.sdp, meeting_id: join.meeting_id, video_device_id: device.id });

    // Like the call view, Aimee connects once the patient's picture plays: before the call's DTLS is
    // up, her greeting written to the device's track would be dropped (a loaded CI machine showed it).
    await Promise.race([playing, new Promise((_, reject) => setTimeout(() => reject(new Error('no picture from the device in 20 s')), 20_000))]);
    const aimee = await RealtimeClient.connect(async (sdp) => api<Started>('POST', '/api/v1/aimee_conversations?division_id=1', {
      sdp, meeting_id: join.meeting_id, patient_monitor_id: null, source: 'web', prompt_id: prompt.id, aimee_tags: [],
    }));
    aimee.onAudio = (rtp) => toDevice.writeRtp(rtp);
    toAimee = aimee;
    try {
      await aimee.next((e) => e.type === 'response.audio_transcript.done', 20_000);
      const media = () => api<{ speech?: Speech }>('GET', `/sim/devices/${device.id}/media`);
      const heard = await until(async () => (await media()).speech, (speech) => (speech?.heard_utterances ?? 0) >= 1);
      expect(heard.heard_ms).toBeGreaterThan(1000);
      expect(heard.peak_db).toBeGreaterThan(-30);

      const first = await aimee.next((e) => e.type === 'conversation.item.input_audio_transcription.completed', 20_000);
      expect(first.transcript).toBe('Hello? Who is this?');
      const second = await aimee.next((e) => e.type === 'conversation.item.input_audio_transcription.completed' && e.item_id !== first.item_id, 30_000);
      expect(second.transcript).toBe('Can you get my nurse please? I need help getting up.');
      const fn = await aimee.next((e) => e.type === 'response.function_call_arguments.done', 20_000);
      expect(fn).toMatchObject({ name: 'create_virtual_request', arguments: '{"key":"virtual_nursing"}' });
      expect((await media()).speech?.said_lines).toBeGreaterThanOrEqual(2);
    } finally {
      await aimee.close();
      await call.close();
    }
  }, 90_000);
});
