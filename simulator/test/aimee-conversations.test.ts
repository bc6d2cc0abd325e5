// Aimee end to end at the API (issue 15): a WebRTC client in the browser's place posts its offer,
// hears the greeting (real speech: loud frames decoded from Opus), reads the Realtime events, speaks
// as the patient and gets the script's answer with its function call, which acts once per call id;
// then saves and ends the conversation and finds it listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { RealtimeClient, type Started } from './aimee-client.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => {
  await built.services.aimee.endAll();
  await built.app.close();
});

const SCRIPT = [
  'You are checking on a patient at risk of falling.',
  'When the patient mentions nurse, help: say "I will let your nurse know right away." and raise virtual_nursing',
  'Otherwise: say "I am here with you."',
].join('\n');

async function call(email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await built.app.inject({ method, url: `/api/v1${url}`, headers: await bearer(built, email), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

function activeMonitor() {
  const { data } = built.services.store;
  const monitor = data.monitors.find((m) => m.division_id === 1 && m.status === 'active' && data.patients.find((p) => p.id === m.patient_id)?.status === 'active');
  if (!monitor) throw new Error('seed: no active monitor in division 1');
  return monitor;
}

describe('Aimee conversations', () => {
  it('greets with real speech, answers the patient by the script, raises one request per call id, and saves on end', async () => {
    const prompt = built.services.store.data.aimeePrompts[0]!;
    prompt.instructions = SCRIPT;
    const monitor = activeMonitor();
    const client = await RealtimeClient.connect(async (sdp) => {
      const { status, body } = await call(NURSE, 'POST', '/aimee_conversations?division_id=1', {
        sdp, patient_monitor_id: monitor.id, meeting_id: null, source: 'web', prompt_id: prompt.id, aimee_tags: ['Fall Risk'],
      });
      expect(status).toBe(201);
      return body as unknown as Started;
    });
    try {
      const created = await client.next((e) => e.type === 'session.created');
      expect(created.session).toMatchObject({ voice: prompt.voice, instructions: expect.stringContaining('Fall Risk') });
      const greeting = await client.next((e) => e.type === 'response.audio_transcript.done');
      expect(greeting.transcript).toBe(prompt.greeting);
      // Its audio plays after the response is done (as the real service's output buffer drains after response.done).
      await client.next((e) => e.type === 'output_audio_buffer.stopped');
      expect(client.audioPackets).toBeGreaterThan(50);
      expect(client.peakDb).toBeGreaterThan(-30);

      const from = client.events.length;
      await client.say('Can you get my nurse please');
      await client.next((e) => e.type === 'input_audio_buffer.speech_started', 5000, from);
      await client.next((e) => e.type === 'input_audio_buffer.speech_stopped', 5000, from);
      const answer = await client.next((e) => e.type === 'response.audio_transcript.done', 15_000, from);
      expect(answer.transcript).toBe('I will let your nurse know right away.');
      const fn = await client.next((e) => e.type === 'response.function_call_arguments.done', 5000, from);
      expect(fn).toMatchObject({ name: 'create_virtual_request', arguments: JSON.stringify({ key: 'virtual_nursing' }) });

      // The browser executes the call; delivered twice, it raises one request.
      const before = built.services.store.data.virtualRequests.length;
      const raise = () => call(NURSE, 'POST', '/virtual_requests/create_for_aimee?division_id=1', { key: 'virtual_nursing', monitor_id: monitor.id, call_id: fn.call_id });
      const [first, second] = [await raise(), await raise()];
      expect(first.status).toBe(201);
      expect(second.body.id).toBe(first.body.id);
      expect(built.services.store.data.virtualRequests.length).toBe(before + 1);

      const transcript = [
        { role: 'assistant', text: String(greeting.transcript), at: new Date().toISOString() },
        { role: 'patient', text: 'Can you get my nurse please', at: new Date().toISOString() },
      ];
      const id = client.conversationId;
      expect((await call(NURSE, 'PUT', `/aimee_conversations/${id}/update_transcript?division_id=1`, { transcript: transcript.slice(0, 1) })).body).toMatchObject({ status: 'connected', transcript: transcript.slice(0, 1) });
      const ended = await call(NURSE, 'POST', `/aimee_conversations/${id}/end_conversation?division_id=1`, { transcript });
      expect(ended.body).toMatchObject({ status: 'ended', transcript, patient_monitor_id: monitor.id, prompt: { id: prompt.id } });
      expect((await call(NURSE, 'PUT', `/aimee_conversations/${id}/update_transcript?division_id=1`, { transcript })).status).toBe(409);
      // Ending again: the starter's retry saves; a colleague's cannot erase what was said.
      expect((await call(NURSE, 'POST', `/aimee_conversations/${id}/end_conversation?division_id=1`, { transcript })).status).toBe(200);
      expect((await call(SYSADMIN, 'POST', `/aimee_conversations/${id}/end_conversation?division_id=1`, { transcript: [] })).status).toBe(409);
      const list = await call(SYSADMIN, 'GET', '/aimee_conversations?division_id=1&filters[status][]=ended');
      expect(list.body.results).toEqual(expect.arrayContaining([expect.objectContaining({ id, status: 'ended', transcript })]));
    } finally {
      await client.close();
    }
  }, 40_000);

  it('raises one stat alarm per call id, audited once, even after it is documented; a monitor of another division is refused', async () => {
    const monitor = activeMonitor();
    const { data } = built.services.store;
    const audits = () => data.auditLogs.filter((a) => a.category === 'stat_alarms.create' && a.patient_monitor_id === monitor.id).length;
    const before = audits();
    const raise = () => call(NURSE, 'POST', '/stat_alarms?division_id=1', { alarm_type: 'alarm', patient_monitor_id: monitor.id, call_id: 'call_stat_once' });
    const [first, second] = [await raise(), await raise()];
    expect(first).toMatchObject({ status: 201, body: { alarm_type: 'alarm', status: 'open', patient_monitor_id: monitor.id, call_id: 'call_stat_once', raised_by: { name: expect.any(String) } } });
    expect(second.body.id).toBe(first.body.id);
    expect(audits()).toBe(before + 1);
    const documented = await call(NURSE, 'POST', `/stat_alarms/${first.body.id}/document?division_id=1`, { note: 'Nurse at the bedside' });
    expect(documented.status).toBe(200);
    // The call delivered once more after the alarm was documented still raises nothing new.
    expect((await raise()).body).toMatchObject({ id: first.body.id, status: 'documented' });
    expect(audits()).toBe(before + 1);
    const elsewhere = data.monitors.find((m) => m.division_id === 3)!;
    expect((await call(NURSE, 'POST', '/stat_alarms?division_id=1', { alarm_type: 'alarm', patient_monitor_id: elsewhere.id })).status).toBe(422);
  });

  // A reader with mask_phi on masks the patient's MRN and date of birth where the transcript says
  // them (resources/src/mask-text.ts): the conversation carries them, as a monitor carries the MRN.
  it("gives each conversation its patient's MRN and date of birth", async () => {
    const { results } = (await call(SYSADMIN, 'GET', '/aimee_conversations?division_id=1')).body as { results: { patient: { id: number; mrn: string; dob: string | null } | null }[] };
    const withPatient = results.filter((c) => c.patient);
    expect(withPatient.length).toBeGreaterThan(0);
    for (const { patient } of withPatient) {
      const stored = built.services.store.data.patients.find((p) => p.id === patient!.id)!;
      expect(patient).toMatchObject({ mrn: stored.mrn, dob: stored.dob });
    }
  });

  it('refuses a prompt that is not an enabled one of the organisation, naming the field', async () => {
    const { status, body } = await call(NURSE, 'POST', '/aimee_conversations?division_id=1', { sdp: 'v=0', source: 'web', prompt_id: 999 });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'no_prompt', details: [{ field: 'body.prompt_id' }] });
  });
});
