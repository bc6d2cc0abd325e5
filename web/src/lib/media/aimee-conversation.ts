// One Aimee conversation as the browser runs it, without React (live video §4, docs/aimee.md):
// not-connected -> connecting -> connected -> ended. Its offer (the patient's audio, sendrecv, and
// the `oai-events` channel) goes through POST /aimee_conversations; the answer connects it. The
// transcript shows live and is saved after auto_save seconds of silence and at the end (ending
// always saves). A dropped connection, or a session reaching its maximum length, ends the server's
// conversation with what was said and starts a new one carrying the transcript over. Function
// calls act once per call id, even when the assistant delivers one twice.
import { VirtualRequestKind } from '@bedside/openapi/api-enums';
import { applyTranscriptEvent, functionCallsOf, savedTranscript, type FunctionCall, type RealtimeEvent } from './aimee-transcript';
import { AIMEE_CHANNEL_LABEL, browserAimeeEnv, type AimeeEnv, type AimeeOptions, type AimeeSnapshot, type AimeeStarted, type RequestKind } from './aimee-types';
import { waitForIceGathering } from './ice';
import { SessionTimers } from './session-timers';

export * from './aimee-types';

const noop = () => undefined;

export class AimeeConversation {
  private snapshot: AimeeSnapshot = { state: 'not-connected', error: null, lines: [], assistantStream: null, conversationId: null };
  private readonly listeners = new Set<() => void>();
  private readonly env: AimeeEnv;
  private readonly timers: SessionTimers;
  /** Bumped whenever a peer is given up: events of an older one are ignored. */
  private generation = 0;
  private pc: RTCPeerConnection | null = null;
  private channel: RTCDataChannel | null = null;
  private silenceTimer: unknown = null;
  private sessionTimer: unknown = null;
  private reconnects = 0;
  private everConnected = false;
  private lastSaved = '[]';
  private ending: Promise<void> = Promise.resolve();
  /** call ids acted on, over every conversation of this one (a rollover's retry acts no more) */
  private readonly acted = new Set<string>();

  constructor(private readonly o: AimeeOptions) {
    this.env = browserAimeeEnv(o.env);
    this.timers = new SessionTimers(this.env);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = (): AimeeSnapshot => this.snapshot;

  async start(): Promise<void> {
    const { state } = this.snapshot;
    if (state === 'connecting' || state === 'connected' || state === 'ended') return;
    if (this.o.patientMonitorId === null) this.o.calls.log('Aimee: no active patient monitor; the conversation goes ahead without one');
    this.update({ error: null });
    await this.connect(true);
  }

  /** Ends the conversation; ending always saves the transcript (a second call waits for the first). */
  end(): Promise<void> {
    if (this.snapshot.state === 'ended') return this.ending;
    const id = this.snapshot.conversationId;
    this.dropPeer();
    this.timers.clearAll();
    this.update({ state: 'ended', assistantStream: null, conversationId: null });
    this.ending = id === null ? Promise.resolve() : this.endOnServer(id);
    return this.ending;
  }

  private async connect(greet: boolean): Promise<void> {
    const generation = ++this.generation;
    const current = () => generation === this.generation && this.snapshot.state !== 'ended';
    this.update({ state: 'connecting' });
    const pc = this.env.createPeerConnection({ iceServers: this.o.iceServers ?? [] });
    this.pc = pc;
    const patient = this.o.patientAudio();
    // One audio m-line either way: the assistant refuses an offer without audio.
    pc.addTransceiver(patient ?? 'audio', { direction: 'sendrecv' });
    const channel = pc.createDataChannel(AIMEE_CHANNEL_LABEL);
    this.channel = channel;
    channel.addEventListener('message', (event: MessageEvent) => {
      if (current()) this.received(String(event.data));
    });
    channel.addEventListener('close', () => {
      if (current()) this.dropped();
    });
    pc.addEventListener('track', (event: RTCTrackEvent) => {
      if (current()) this.update({ assistantStream: this.env.createMediaStream([event.track]) });
    });
    pc.addEventListener('connectionstatechange', () => {
      if (current() && (pc.connectionState === 'failed' || pc.connectionState === 'disconnected')) this.dropped();
    });
    let started: AimeeStarted;
    try {
      await pc.setLocalDescription(await pc.createOffer());
      await waitForIceGathering(pc, this.env.iceGatheringWaitMs, this.env);
      if (!current()) return;
      started = await this.o.calls.start({
        sdp: pc.localDescription?.sdp ?? '', patient_monitor_id: this.o.patientMonitorId, meeting_id: this.o.meetingId,
        source: 'web', prompt_id: this.o.promptId, aimee_tags: this.o.aimeeTags,
      });
      if (!current()) {
        // Ended (or given up) while the offer was answered: that conversation ends too.
        await this.endOnServer(started.aimee_conversation_id);
        return;
      }
      this.update({ conversationId: started.aimee_conversation_id });
      await pc.setRemoteDescription({ type: 'answer', sdp: started.sdp });
    } catch {
      if (current()) this.dropped();
      return;
    }
    const opened = () => {
      if (!current()) return;
      this.everConnected = true;
      this.reconnects = 0;
      this.update({ state: 'connected', error: null });
      // Only the first conversation greets: after a reconnect or a rollover Aimee just listens on.
      if (greet) this.send(started.greeting_payload);
      this.sessionTimer = this.timers.after(this.env.maxSessionMs, () => this.rollover());
    };
    if (channel.readyState === 'open') opened();
    else channel.addEventListener('open', opened);
  }

  /** The connection failed or closed under us: save what was said and connect a new conversation. */
  private dropped(): void {
    const id = this.snapshot.conversationId;
    this.dropPeer();
    if (id !== null) void this.endOnServer(id);
    if (!this.everConnected) {
      this.update({ state: 'not-connected', error: 'start-failed', assistantStream: null, conversationId: null });
      return;
    }
    if (this.reconnects >= this.env.maxReconnects) {
      this.timers.clearAll();
      this.update({ state: 'ended', error: 'connection-lost', assistantStream: null, conversationId: null });
      return;
    }
    this.reconnects += 1;
    this.update({ state: 'connecting', assistantStream: null, conversationId: null });
    this.timers.after(this.env.reconnectDelayMs, () => void this.connect(false));
  }

  /** The maximum session length: this conversation ends (saved), a new one carries the transcript on. */
  private rollover(): void {
    const id = this.snapshot.conversationId;
    this.dropPeer();
    if (id !== null) void this.endOnServer(id);
    this.update({ assistantStream: null, conversationId: null });
    void this.connect(false);
  }

  private dropPeer(): void {
    this.generation += 1;
    this.timers.clear(this.silenceTimer);
    this.timers.clear(this.sessionTimer);
    this.channel = null;
    this.pc?.close();
    this.pc = null;
  }

  private received(raw: string): void {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(raw) as RealtimeEvent;
    } catch {
      return;
    }
    if (typeof event?.type !== 'string') return;
    const lines = applyTranscriptEvent(this.snapshot.lines, event, new Date(this.env.now()).toISOString());
    if (lines !== this.snapshot.lines) this.update({ lines });
    if (event.type === 'input_audio_buffer.speech_started' || event.type === 'output_audio_buffer.started') {
      this.timers.clear(this.silenceTimer);
    } else if (event.type === 'input_audio_buffer.speech_stopped' || event.type === 'output_audio_buffer.stopped') {
      this.armAutoSave();
    }
    for (const call of functionCallsOf(event)) void this.act(call);
  }

  private armAutoSave(): void {
    const seconds = this.o.autoSaveSeconds;
    if (seconds === null || seconds <= 0) return;
    this.timers.clear(this.silenceTimer);
    this.silenceTimer = this.timers.after(seconds * 1000, () => void this.autoSave());
  }

  private async autoSave(): Promise<void> {
    const id = this.snapshot.conversationId;
    const transcript = savedTranscript(this.snapshot.lines);
    const json = JSON.stringify(transcript);
    if (id === null || json === this.lastSaved) return;
    try {
      await this.o.calls.save(id, transcript);
      this.lastSaved = json;
    } catch {
      // Not saved now: the next silence, or the end, saves it.
    }
  }

  private async endOnServer(id: number): Promise<void> {
    const transcript = savedTranscript(this.snapshot.lines);
    await this.o.calls.end(id, transcript).then(() => { this.lastSaved = JSON.stringify(transcript); }, noop);
  }

  private async act(call: FunctionCall): Promise<void> {
    if (this.acted.has(call.callId)) return;
    this.acted.add(call.callId);
    const monitorId = this.o.patientMonitorId;
    let output: Record<string, unknown>;
    if (call.name !== 'create_virtual_request' && call.name !== 'stat_alarm') {
      output = { ok: false, error: `unknown function ${call.name}` };
    } else if (monitorId === null) {
      this.o.calls.log(`Aimee: ${call.name} asked for without an active patient monitor`);
      output = { ok: false, error: 'no active patient monitor' };
    } else {
      try {
        if (call.name === 'create_virtual_request') {
          await this.o.calls.createVirtualRequest({ key: requestKind(call.args.key), monitor_id: monitorId, call_id: call.callId });
        } else {
          await this.o.calls.raiseStatAlarm({ alarm_type: 'alarm', patient_monitor_id: monitorId, call_id: call.callId });
        }
        output = { ok: true };
      } catch {
        output = { ok: false, error: 'the request could not be raised' };
      }
      this.o.onAction?.({ name: call.name, ok: output.ok === true });
    }
    this.send({ type: 'conversation.item.create', item: { type: 'function_call_output', call_id: call.callId, output: JSON.stringify(output) } });
  }

  private send(event: unknown): void {
    // A closed channel (the conversation moved on) drops the event: the new one never asked.
    if (this.channel?.readyState === 'open') this.channel.send(JSON.stringify(event));
  }

  private update(patch: Partial<AimeeSnapshot>): void {
    const changed = (Object.keys(patch) as (keyof AimeeSnapshot)[]).some((key) => patch[key] !== this.snapshot[key]);
    if (!changed) return;
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}

/** The request kind a call names; Aimee's script raises virtual nursing unless it says otherwise. */
function requestKind(value: unknown): RequestKind {
  return VirtualRequestKind.find((kind) => kind === value) ?? 'virtual_nursing';
}
