// The emulated assistant's turns, as OpenAI Realtime server events (the names of its WebRTC
// interface, on the `oai-events` data channel). No media here: `speak` makes a text's speech and
// answers something to play it, so the machine is tested with fakes.
//
//   idle --response.create--> responding --played--> idle
//   idle --speech_started--> listening --speech_stopped--> responding (the script's answer)
//   responding --speech_started--> listening (the patient interrupts)
//
// As with the real service over WebRTC, a response is done (its function call delivered,
// `response.done`) once it is generated, here once its speech is made; its audio plays after, and
// `output_audio_buffer.stopped` follows `response.done`. An interruption while the speech is being
// made cancels the response and its call; one while it plays only cuts the audio
// (`output_audio_buffer.cleared`): the nurse asked for is still called.
import { GREETING_PREFIX } from './provider.ts';
import { answerFor, FUNCTION_CALLS, type AimeeAction, type Script } from './script.ts';

export type ServerEvent = { type: string } & Record<string, unknown>;
export type TurnState = 'idle' | 'listening' | 'responding';

/** A text's speech, made: `play` resolves when it has been heard in full (true) or was cut off (false). */
export interface Utterance { play: () => Promise<boolean> }

export interface TurnDeps {
  send: (event: ServerEvent) => void;
  /** The text's speech, or null when none could be made. */
  speak: (text: string) => Promise<Utterance | null>;
  /** Unique ids (items, responses, calls, events). */
  id: (prefix: string) => string;
  script: Script;
  /** What the patient's turn number `turn` said, when it is known (a training video's scenario); else null. */
  transcribe: (turn: number) => string | null;
}

export const UNTRANSCRIBED = '(speech not transcribed)';

export class Turns {
  state: TurnState = 'idle';
  private patientTurns = 0;
  private userItem: string | null = null;
  private lastItem: string | null = null;
  /** The response now playing, so an interruption can cancel it. */
  private current: { id: string; cancelled: boolean } | null = null;

  constructor(private readonly deps: TurnDeps) {}

  private emit(type: string, fields: Record<string, unknown> = {}): void {
    this.deps.send({ event_id: this.deps.id('event'), type, ...fields });
  }

  /** A client event from the data channel. */
  clientEvent(event: { type?: unknown; response?: { instructions?: unknown }; item?: { type?: unknown; call_id?: unknown } }): void {
    if (event.type === 'response.create') {
      const instructions = typeof event.response?.instructions === 'string' ? event.response.instructions : '';
      // The greeting payload says what to say; another request without words has nothing scripted to say.
      const text = instructions.startsWith(GREETING_PREFIX) ? instructions.slice(GREETING_PREFIX.length) : instructions;
      void this.respond(text, null);
    } else if (event.type === 'conversation.item.create') {
      const item = { id: this.deps.id('item'), object: 'realtime.item', status: 'completed', ...event.item };
      this.emit('conversation.item.created', { previous_item_id: this.lastItem, item });
      this.lastItem = item.id;
    } else if (event.type === 'session.update') {
      this.emit('session.updated', { session: (event as { session?: unknown }).session ?? {} });
    }
  }

  speechStarted(audioStartMs: number): void {
    if (this.state === 'listening') return;
    if (this.current) this.current.cancelled = true;
    this.state = 'listening';
    this.userItem = this.deps.id('item');
    this.emit('input_audio_buffer.speech_started', { audio_start_ms: Math.round(audioStartMs), item_id: this.userItem });
  }

  speechStopped(audioEndMs: number): void {
    if (this.state !== 'listening' || !this.userItem) return;
    const itemId = this.userItem;
    const turn = this.patientTurns;
    this.patientTurns += 1;
    this.emit('input_audio_buffer.speech_stopped', { audio_end_ms: Math.round(audioEndMs), item_id: itemId });
    this.emit('input_audio_buffer.committed', { previous_item_id: this.lastItem, item_id: itemId });
    this.emit('conversation.item.created', {
      previous_item_id: this.lastItem,
      item: { id: itemId, object: 'realtime.item', type: 'message', status: 'completed', role: 'user', content: [{ type: 'input_audio', transcript: null }] },
    });
    this.lastItem = itemId;
    const heard = this.deps.transcribe(turn);
    const transcript = heard ?? UNTRANSCRIBED;
    for (const delta of words(transcript)) this.emit('conversation.item.input_audio_transcription.delta', { item_id: itemId, content_index: 0, delta });
    this.emit('conversation.item.input_audio_transcription.completed', { item_id: itemId, content_index: 0, transcript });
    const answer = answerFor(this.deps.script, heard, turn);
    void this.respond(answer.say, answer.raise);
  }

  /** One response: the spoken message and the function call it raises, if any; then its audio. */
  private async respond(text: string, raise: AimeeAction | null): Promise<void> {
    const response = { id: this.deps.id('resp'), cancelled: false };
    if (this.current) this.current.cancelled = true;
    this.current = response;
    this.state = 'responding';
    const output: Record<string, unknown>[] = [];
    this.emit('response.created', { response: { id: response.id, object: 'realtime.response', status: 'in_progress', output: [] } });
    let utterance: Utterance | null = null;
    if (text) {
      const item = { id: this.deps.id('item'), object: 'realtime.item', type: 'message', role: 'assistant', status: 'in_progress', content: [] as unknown[] };
      const at = { response_id: response.id, item_id: item.id, output_index: 0, content_index: 0 };
      this.emit('response.output_item.added', { response_id: response.id, output_index: 0, item });
      this.emit('conversation.item.created', { previous_item_id: this.lastItem, item });
      this.lastItem = item.id;
      this.emit('response.content_part.added', { ...at, part: { type: 'audio', transcript: '' } });
      for (const delta of words(text)) this.emit('response.audio_transcript.delta', { ...at, delta });
      utterance = await this.deps.speak(text);
      if (!utterance || response.cancelled) {
        this.done(response, 'cancelled', output);
        this.settle(response);
        return;
      }
      this.emit('response.audio.done', { ...at });
      this.emit('response.audio_transcript.done', { ...at, transcript: text });
      const part = { type: 'audio', transcript: text };
      this.emit('response.content_part.done', { ...at, part });
      const done = { ...item, status: 'completed', content: [part] };
      this.emit('response.output_item.done', { response_id: response.id, output_index: 0, item: done });
      output.push(done);
    }
    if (raise) output.push(this.functionCall(response.id, output.length, raise));
    this.done(response, 'completed', output);
    if (utterance) {
      this.emit('output_audio_buffer.started', { response_id: response.id });
      const heard = await utterance.play();
      this.emit(heard ? 'output_audio_buffer.stopped' : 'output_audio_buffer.cleared', { response_id: response.id });
    }
    this.settle(response);
  }

  private functionCall(responseId: string, outputIndex: number, action: AimeeAction): Record<string, unknown> {
    const { name, arguments: args } = FUNCTION_CALLS[action];
    const callId = this.deps.id('call');
    const item = { id: this.deps.id('item'), object: 'realtime.item', type: 'function_call', status: 'in_progress', name, call_id: callId, arguments: '' };
    const json = JSON.stringify(args);
    this.emit('response.output_item.added', { response_id: responseId, output_index: outputIndex, item });
    this.emit('response.function_call_arguments.delta', { response_id: responseId, item_id: item.id, output_index: outputIndex, call_id: callId, delta: json });
    this.emit('response.function_call_arguments.done', { response_id: responseId, item_id: item.id, output_index: outputIndex, call_id: callId, name, arguments: json });
    const done = { ...item, status: 'completed', arguments: json };
    this.emit('response.output_item.done', { response_id: responseId, output_index: outputIndex, item: done });
    this.lastItem = item.id;
    return done;
  }

  private done(response: { id: string }, status: 'completed' | 'cancelled', output: Record<string, unknown>[]): void {
    this.emit('response.done', { response: { id: response.id, object: 'realtime.response', status, output } });
  }

  /** The response has nothing more to send: back to idle, unless another took its place. */
  private settle(response: { id: string }): void {
    if (this.current !== response) return;
    this.current = null;
    if (this.state === 'responding') this.state = 'idle';
  }
}

/** A text as the deltas a model streams: word by word, each with its following space. */
export const words = (text: string): string[] => text.match(/\S+\s*/g) ?? [];
