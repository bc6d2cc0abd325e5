// The emulated assistant: a werift peer that answers the browser's offer the way an OpenAI Realtime
// WebRTC endpoint does. It speaks with eSpeak NG (in-process WebAssembly, no download) encoded to
// Opus, hears the browser's audio (Opus decoded, energy voice detection) and takes turns by the
// prompt's script (turns.ts), with the Realtime events on the `oai-events` data channel the
// browser opened. It runs in the simulator process: the answer is what POST /aimee_conversations
// returns, no other process is on the path of the offer, and its cost on the simulator's thread is
// small (speech is made on a thread of its own, once per text; listening decodes one 20 ms frame
// per packet).
import { randomUUID } from 'node:crypto';
import { withoutMdnsCandidates } from '@bedside/device-emulator/media/device-call.ts';
import { loopbackStunUrl } from '@bedside/device-emulator/media/loopback-stun.ts';
import { devicePeerConfig, GATHER_TIMEOUT_MS } from '@bedside/device-emulator/media/peer-config.ts';
import { OpusDecoder } from '@bedside/device-emulator/speech/opus.ts';
import { SpeechTrack } from '@bedside/device-emulator/speech/speech-track.ts';
import { spokenPayloads } from '@bedside/device-emulator/speech/spoken.ts';
import { assistantVoice } from '@bedside/device-emulator/speech/tts.ts';
import { SpeechListener } from '@bedside/device-emulator/speech/listener.ts';
import type { VadEvent } from '@bedside/device-emulator/speech/vad.ts';
import { MediaStreamTrack, RTCPeerConnection, type RTCDataChannel } from 'werift';
import type { AimeeProvider, AimeeSession, AimeeSetup } from './provider.ts';
import { parseScript, TOOLS } from './script.ts';
import { Turns, type ServerEvent, type Utterance } from './turns.ts';

/** OpenAI's Realtime sessions end after 30 minutes; the emulated one does the same. */
export const MAX_SESSION_MS = 30 * 60_000;
/** A peer nobody connects to is closed after this long. */
const CONNECT_TIMEOUT_MS = 30_000;

/** The text's Opus payloads in the prompt's voice, made once per process. */
const speechPayloads = (text: string, voice: string): Promise<Buffer[]> => spokenPayloads(text, assistantVoice(voice));

/** Starts the speech thread and loads its engines (a word spoken), so the first conversation does not wait for them. */
export async function warmUpSpeech(): Promise<void> {
  await speechPayloads('Hello.', 'alloy');
}

export class EmulatedAssistant implements AimeeProvider {
  async connect(offer: string, setup: AimeeSetup): Promise<AimeeSession> {
    // werift answers any text, even one without media; a Realtime service needs the browser's audio.
    if (!/^v=0\r?$/m.test(offer) || !/^m=audio /m.test(offer)) throw new Error('it is not an SDP offer with audio');
    const pc = new RTCPeerConnection(devicePeerConfig(await loopbackStunUrl()));
    const session = new AssistantPeer(pc, setup);
    try {
      return await session.answerOffer(offer);
    } catch (error) {
      await session.close();
      throw error;
    }
  }
}

class AssistantPeer implements AimeeSession {
  answer = '';
  private readonly voice = new MediaStreamTrack({ kind: 'audio' });
  private readonly speech: SpeechTrack;
  private readonly turns: Turns;
  private channel: RTCDataChannel | null = null;
  private decoder: OpusDecoder | null = null;
  private readonly listener = new SpeechListener((change) => this.speechChanged(change));
  private readonly timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(private readonly pc: RTCPeerConnection, private readonly setup: AimeeSetup) {
    this.speech = new SpeechTrack(this.voice);
    const expected = setup.expectedUtterances ?? [];
    this.turns = new Turns({
      send: (event) => this.send(event),
      speak: (text) => this.say(text),
      id: (prefix) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 20)}`,
      script: parseScript(setup.prompt.instructions),
      transcribe: (turn) => expected[turn] ?? null,
    });
    pc.addTransceiver(this.voice, { direction: 'sendrecv' });
    pc.onDataChannel.subscribe((channel) => {
      if (channel.label !== 'oai-events') return;
      this.channel = channel;
      channel.onMessage.subscribe((raw) => this.clientEvent(raw));
      // Sent once the browser's channel is open, as the real service's first event.
      channel.stateChanged.subscribe((state) => { if (state === 'open') this.sessionCreated(); });
      if (channel.readyState === 'open') this.sessionCreated();
    });
    pc.onTrack.subscribe((track) => {
      if (track.kind !== 'audio') return;
      this.decoder ??= new OpusDecoder();
      track.onReceiveRtp.subscribe((rtp) => this.heard(rtp.payload));
    });
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') clearTimeout(this.timers[0]);
      if (state === 'failed' || state === 'closed') void this.close();
    });
    this.timers.push(setTimeout(() => void this.close(), CONNECT_TIMEOUT_MS), setTimeout(() => void this.close(), MAX_SESSION_MS));
    // Speech the greeting will need is made while the connection is being set up.
    void speechPayloads(setup.prompt.greeting, setup.prompt.voice).catch(() => undefined);
  }

  async answerOffer(offer: string): Promise<AimeeSession> {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: withoutMdnsCandidates(offer) });
    const gathered = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
      this.pc.iceGatheringStateChange.subscribe((state) => { if (state === 'complete') { clearTimeout(timer); resolve(); } });
    });
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    if (this.pc.iceGatheringState !== 'complete') await gathered;
    this.answer = this.pc.localDescription?.sdp ?? '';
    return this;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.listener.close();
    this.speech.stop();
    this.decoder?.delete();
    this.decoder = null;
    this.setup.onClosed?.();
    await this.pc.close();
  }

  private sessionCreated(): void {
    const { prompt, tags, conversationId } = this.setup;
    this.send({
      event_id: `event_session_${conversationId}`, type: 'session.created',
      session: {
        id: `sess_emulated_${conversationId}`, object: 'realtime.session', model: 'emulated-aimee', modalities: ['audio', 'text'],
        instructions: [prompt.instructions, tags.length ? `The patient's attributes: ${tags.join(', ')}.` : ''].filter(Boolean).join('\n'),
        voice: prompt.voice, input_audio_format: 'pcm16', output_audio_format: 'pcm16',
        input_audio_transcription: { model: 'emulated' }, turn_detection: { type: 'server_vad', threshold: 0.5, silence_duration_ms: 500 },
        tools: TOOLS, tool_choice: 'auto',
      },
    });
  }

  private clientEvent(raw: string | Buffer): void {
    try {
      this.turns.clientEvent(JSON.parse(raw.toString()) as Parameters<Turns['clientEvent']>[0]);
    } catch {
      this.send({ event_id: `event_error_${Date.now()}`, type: 'error', error: { type: 'invalid_request_error', message: 'The event is not JSON' } });
    }
  }

  private heard(payload: Buffer): void {
    if (!this.decoder || this.closed) return;
    this.listener.hear(this.decoder.decode(payload));
  }

  private speechChanged(change: VadEvent): void {
    if (change.type === 'speech_started') {
      this.speech.stop();
      this.turns.speechStarted(change.atMs);
    } else {
      this.turns.speechStopped(change.atMs);
    }
  }

  private async say(text: string): Promise<Utterance | null> {
    const payloads = await speechPayloads(text, this.setup.prompt.voice).catch((error: unknown) => {
      this.setup.log(`Aimee could not speak: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    });
    if (this.closed || payloads.length === 0) return null;
    // False when the patient interrupted (speech_started stops the track) or the call ended.
    return { play: async () => (await this.speech.play(payloads)) && !this.closed };
  }

  private send(event: ServerEvent): void {
    if (this.channel?.readyState === 'open') this.channel.send(JSON.stringify(event));
  }
}
