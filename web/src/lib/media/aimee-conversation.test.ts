// The Aimee conversation with a fake peer, fake API calls and fake timers: what the clinician and
// the server see (state, transcript lines, saves, requests raised), not how the class gets there.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AimeeConversation, type AimeeCalls, type AimeeOptions } from './aimee-conversation';
import { FakeDataChannel, FakePeerConnection, FakeStream, FakeTrack } from './test-fakes';

class AimeePeer extends FakePeerConnection {
  readonly transceivers: unknown[] = [];
  addTransceiver(trackOrKind: unknown): void {
    this.transceivers.push(trackOrKind);
  }
  createDataChannel(label: string): FakeDataChannel {
    const channel = new FakeDataChannel(label);
    channel.readyState = 'connecting';
    this.channels.push(channel);
    return channel;
  }
  async createOffer(): Promise<RTCSessionDescriptionInit> {
    return { type: 'offer', sdp: `v=0 offer ${FakePeerConnection.instances.length}` };
  }
  get events(): FakeDataChannel {
    return this.channels[0]!;
  }
  open(): void {
    this.events.readyState = 'open';
    this.events.dispatchEvent(new Event('open'));
  }
  /** A server event on oai-events. */
  say(event: Record<string, unknown>): void {
    this.events.reply(event);
  }
  sentTypes(): string[] {
    return this.events.sent.map((raw) => (JSON.parse(raw) as { type: string }).type);
  }
}

const GREETING = { type: 'response.create' as const, response: { instructions: 'Say: Hello, I am Aimee.' } };
const peers = () => FakePeerConnection.instances as AimeePeer[];
const lastPeer = () => peers().at(-1)!;

function fakeCalls() {
  let next = 40;
  return {
    start: vi.fn<AimeeCalls['start']>(async () => ({ aimee_conversation_id: ++next, sdp: 'v=0 answer', greeting_payload: GREETING })),
    save: vi.fn<AimeeCalls['save']>(async () => ({})),
    end: vi.fn<AimeeCalls['end']>(async () => ({})),
    createVirtualRequest: vi.fn<AimeeCalls['createVirtualRequest']>(async () => ({})),
    raiseStatAlarm: vi.fn<AimeeCalls['raiseStatAlarm']>(async () => ({})),
    log: vi.fn<AimeeCalls['log']>(),
  } satisfies AimeeCalls;
}

let calls: ReturnType<typeof fakeCalls>;
const patientTrack = new FakeTrack('audio');

function conversation(options: Partial<AimeeOptions> = {}) {
  return new AimeeConversation({
    patientAudio: () => patientTrack as unknown as MediaStreamTrack,
    patientMonitorId: 7, meetingId: 'meeting-1', promptId: 3, aimeeTags: ['Fall Risk'], autoSaveSeconds: 5,
    calls,
    ...options,
    env: {
      createPeerConnection: (config) => new AimeePeer(config) as unknown as RTCPeerConnection,
      createMediaStream: (tracks) => new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
      iceGatheringWaitMs: 10, maxSessionMs: 60_000, reconnectDelayMs: 100, maxReconnects: 2,
      ...options.env,
    },
  });
}

/** Starts and connects (the answer applied, oai-events open). */
async function connected(options: Partial<AimeeOptions> = {}) {
  const aimee = conversation(options);
  const started = aimee.start();
  await vi.advanceTimersByTimeAsync(10);
  await started;
  lastPeer().open();
  return aimee;
}

/** One spoken turn of each side, as the emulated assistant sends them. */
function turn(peer: AimeePeer, item: string, role: 'patient' | 'assistant', words: string[]) {
  if (role === 'patient') {
    peer.say({ type: 'input_audio_buffer.speech_started', item_id: item });
    peer.say({ type: 'input_audio_buffer.speech_stopped', item_id: item });
    for (const word of words) peer.say({ type: 'conversation.item.input_audio_transcription.delta', item_id: item, delta: `${word} ` });
    peer.say({ type: 'conversation.item.input_audio_transcription.completed', item_id: item, transcript: words.join(' ') });
  } else {
    peer.say({ type: 'output_audio_buffer.started' });
    for (const word of words) peer.say({ type: 'response.audio_transcript.delta', item_id: item, delta: `${word} ` });
    peer.say({ type: 'response.audio_transcript.done', item_id: item, transcript: words.join(' ') });
    peer.say({ type: 'output_audio_buffer.stopped' });
  }
}

const texts = (aimee: AimeeConversation) => aimee.getSnapshot().lines.map((l) => `${l.role}:${l.text}:${l.final}`);
const saved = (transcript: unknown) => (transcript as { role: string; text: string }[]).map((l) => `${l.role}:${l.text}`);

beforeEach(() => {
  vi.useFakeTimers();
  FakePeerConnection.instances = [];
  calls = fakeCalls();
});
afterEach(() => vi.useRealTimers());

describe('Aimee conversation', () => {
  it('posts the offer with the patient audio and the visit, connects on the answer, and greets once', async () => {
    const aimee = conversation();
    expect(aimee.getSnapshot().state).toBe('not-connected');
    const started = aimee.start();
    expect(aimee.getSnapshot().state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(10);
    await started;
    expect(calls.start).toHaveBeenCalledWith({
      sdp: 'v=0 offer 1', patient_monitor_id: 7, meeting_id: 'meeting-1', source: 'web', prompt_id: 3, aimee_tags: ['Fall Risk'],
    });
    expect(lastPeer().transceivers).toEqual([patientTrack]);
    expect(lastPeer().events.label).toBe('oai-events');
    expect(lastPeer().remoteDescription).toEqual({ type: 'answer', sdp: 'v=0 answer' });
    lastPeer().open();
    expect(aimee.getSnapshot()).toMatchObject({ state: 'connected', conversationId: 41 });
    expect(lastPeer().events.lastSent()).toEqual(GREETING);
  });

  it('shows both sides live, deltas first, then completed lines', async () => {
    const aimee = await connected();
    const peer = lastPeer();
    peer.say({ type: 'response.audio_transcript.delta', item_id: 'a1', delta: 'Hello, ' });
    expect(texts(aimee)).toEqual(['assistant:Hello, :false']);
    peer.say({ type: 'response.audio_transcript.done', item_id: 'a1', transcript: 'Hello, I am Aimee.' });
    turn(peer, 'p1', 'patient', ['Can', 'you', 'get', 'my', 'nurse']);
    expect(texts(aimee)).toEqual(['assistant:Hello, I am Aimee.:true', 'patient:Can you get my nurse:true']);
  });

  it('saves after auto_save seconds of silence, not while someone speaks, and not the same transcript twice', async () => {
    const aimee = await connected();
    const peer = lastPeer();
    turn(peer, 'a1', 'assistant', ['Hello']);
    await vi.advanceTimersByTimeAsync(4000);
    peer.say({ type: 'input_audio_buffer.speech_started', item_id: 'p1' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.save).not.toHaveBeenCalled();
    peer.say({ type: 'input_audio_buffer.speech_stopped', item_id: 'p1' });
    peer.say({ type: 'conversation.item.input_audio_transcription.completed', item_id: 'p1', transcript: 'Hi' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.save).toHaveBeenCalledTimes(1);
    expect(calls.save.mock.calls[0]![0]).toBe(41);
    expect(saved(calls.save.mock.calls[0]![1])).toEqual(['assistant:Hello', 'patient:Hi']);
    peer.say({ type: 'output_audio_buffer.stopped' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.save).toHaveBeenCalledTimes(1);
    expect(aimee.getSnapshot().state).toBe('connected');
  });

  it('raises a request once per call id even when the call arrives twice, and answers it once', async () => {
    const onAction = vi.fn();
    await connected({ onAction });
    const peer = lastPeer();
    const fn = { call_id: 'call_1', name: 'create_virtual_request', arguments: JSON.stringify({ key: 'virtual_nursing' }) };
    peer.say({ type: 'response.function_call_arguments.done', ...fn });
    peer.say({ type: 'response.done', response: { output: [{ type: 'function_call', ...fn }] } });
    peer.say({ type: 'response.function_call_arguments.done', call_id: 'call_2', name: 'stat_alarm', arguments: '{}' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.createVirtualRequest).toHaveBeenCalledTimes(1);
    expect(calls.createVirtualRequest).toHaveBeenCalledWith({ key: 'virtual_nursing', monitor_id: 7, call_id: 'call_1' });
    expect(calls.raiseStatAlarm).toHaveBeenCalledWith({ alarm_type: 'alarm', patient_monitor_id: 7, call_id: 'call_2' });
    expect(onAction.mock.calls.map(([a]) => a)).toEqual([{ name: 'create_virtual_request', ok: true }, { name: 'stat_alarm', ok: true }]);
    const outputs = peer.events.sent.map((raw) => JSON.parse(raw) as { type: string; item?: { call_id: string; output: string } })
      .filter((e) => e.type === 'conversation.item.create').map((e) => `${e.item?.call_id}:${e.item?.output}`);
    expect(outputs).toEqual(['call_1:{"ok":true}', 'call_2:{"ok":true}']);
  });

  it('ending saves the transcript, closes the peer and ends once', async () => {
    const aimee = await connected();
    const peer = lastPeer();
    turn(peer, 'a1', 'assistant', ['Hello']);
    peer.say({ type: 'response.audio_transcript.delta', item_id: 'a2', delta: 'still spea' });
    await Promise.all([aimee.end(), aimee.end()]);
    expect(calls.end).toHaveBeenCalledTimes(1);
    expect(calls.end.mock.calls[0]![0]).toBe(41);
    // A line still arriving is not saved.
    expect(saved(calls.end.mock.calls[0]![1])).toEqual(['assistant:Hello']);
    expect(peer.closed).toBe(true);
    expect(aimee.getSnapshot().state).toBe('ended');
    peer.say({ type: 'response.audio_transcript.done', item_id: 'a3', transcript: 'Too late' });
    expect(texts(aimee)).not.toContain('assistant:Too late:true');
  });

  it('a dropped connection saves, reconnects with a new conversation and carries the transcript over', async () => {
    const aimee = await connected();
    turn(lastPeer(), 'a1', 'assistant', ['Hello']);
    lastPeer().setConnectionState('failed');
    expect(aimee.getSnapshot().state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(saved(calls.end.mock.calls[0]![1])).toEqual(['assistant:Hello']);
    await vi.advanceTimersByTimeAsync(110);
    expect(calls.start).toHaveBeenCalledTimes(2);
    lastPeer().open();
    expect(aimee.getSnapshot()).toMatchObject({ state: 'connected', conversationId: 42 });
    // No second greeting: Aimee listens on.
    expect(lastPeer().sentTypes()).toEqual([]);
    turn(lastPeer(), 'p1', 'patient', ['Hi']);
    await aimee.end();
    expect(calls.end.mock.calls[1]![0]).toBe(42);
    expect(saved(calls.end.mock.calls[1]![1])).toEqual(['assistant:Hello', 'patient:Hi']);
  });

  it('gives up after the reconnections allowed, ended with the transcript saved', async () => {
    calls.start.mockImplementation(async () => {
      if (calls.start.mock.calls.length > 1) throw new Error('offline');
      return { aimee_conversation_id: 41, sdp: 'v=0 answer', greeting_payload: GREETING };
    });
    const aimee = await connected();
    lastPeer().setConnectionState('failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(aimee.getSnapshot()).toMatchObject({ state: 'ended', error: 'connection-lost' });
    expect(calls.start).toHaveBeenCalledTimes(3);
    expect(calls.end).toHaveBeenCalledTimes(1);
  });

  it('rolls over at the maximum session length: the old conversation ends saved, a new one carries on', async () => {
    const aimee = await connected();
    turn(lastPeer(), 'a1', 'assistant', ['Hello']);
    const first = lastPeer();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(first.closed).toBe(true);
    expect(calls.end).toHaveBeenCalledWith(41, [expect.objectContaining({ role: 'assistant', text: 'Hello' })]);
    await vi.advanceTimersByTimeAsync(10);
    lastPeer().open();
    expect(aimee.getSnapshot()).toMatchObject({ state: 'connected', conversationId: 42 });
    expect(texts(aimee)).toEqual(['assistant:Hello:true']);
  });

  it('without an active monitor only logs: the conversation goes ahead, no request is raised', async () => {
    const onAction = vi.fn();
    const aimee = await connected({ patientMonitorId: null, onAction });
    expect(calls.log).toHaveBeenCalledWith(expect.stringContaining('no active patient monitor'));
    expect(calls.start).toHaveBeenCalledWith(expect.objectContaining({ patient_monitor_id: null }));
    lastPeer().say({ type: 'response.function_call_arguments.done', call_id: 'c', name: 'create_virtual_request', arguments: '{}' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.createVirtualRequest).not.toHaveBeenCalled();
    expect(onAction).not.toHaveBeenCalled();
    expect(aimee.getSnapshot().state).toBe('connected');
  });

  it('a refused start leaves Aimee not connected, to be tried again', async () => {
    calls.start.mockRejectedValueOnce(new Error('403'));
    const aimee = conversation();
    const started = aimee.start();
    await vi.advanceTimersByTimeAsync(10);
    await started;
    expect(aimee.getSnapshot()).toMatchObject({ state: 'not-connected', error: 'start-failed' });
    expect(lastPeer().closed).toBe(true);
  });
});
