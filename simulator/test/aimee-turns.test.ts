// The emulated assistant's turns with fakes (no media): the greeting from response.create, the
// script's answer when the patient's speech stops (by words, or by turn when not transcribed), the
// function call it raises with its call id, delivered once the speech is made and before it plays
// (as the real service's response.done precedes output_audio_buffer.stopped); an interruption
// while the speech is made cancels the response, one while it plays only cuts the audio.
import { describe, expect, it } from 'vitest';
import { GREETING_PREFIX } from '../src/aimee/provider.ts';
import { answerFor, parseScript } from '../src/aimee/script.ts';
import { Turns, UNTRANSCRIBED, type ServerEvent, type Utterance } from '../src/aimee/turns.ts';

const SCRIPT = parseScript([
  'Speak calmly.',
  'When the patient mentions nurse, help: say "I will get your nurse." and raise virtual_nursing',
  'When the patient mentions fallen or hurt: say "Stay still, help is coming." then raise stat_alarm',
  'Otherwise: say "I am here."',
].join('\n'));

function setup(heard: (string | null)[] = []) {
  const events: ServerEvent[] = [];
  /** Each text asked for: `made` answers its speech (or none), `finish` ends its playing. */
  const spoken: { text: string; made: (ok: boolean) => void; finish: (complete: boolean) => void; playing: boolean }[] = [];
  let n = 0;
  const speak = (text: string) => new Promise<Utterance | null>((resolve) => {
    let finish: (complete: boolean) => void = () => undefined;
    const played = new Promise<boolean>((end) => { finish = end; });
    const entry = { text, finish, playing: false, made: (ok: boolean) => resolve(ok ? { play: () => { entry.playing = true; return played; } } : null) };
    spoken.push(entry);
  });
  const turns = new Turns({
    send: (e) => events.push(e), id: (p) => `${p}_${(n += 1)}`, script: SCRIPT, transcribe: (turn) => heard[turn] ?? null, speak,
  });
  const types = () => events.map((e) => e.type);
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return { turns, events, spoken, types, flush };
}

describe('script', () => {
  it('reads the rules and the fallback from the instructions, ignoring free text', () => {
    expect(SCRIPT).toEqual({
      rules: [
        { words: ['nurse', 'help'], say: 'I will get your nurse.', raise: 'virtual_nursing' },
        { words: ['fallen', 'hurt'], say: 'Stay still, help is coming.', raise: 'stat_alarm' },
      ],
      otherwise: 'I am here.',
    });
    expect(answerFor(SCRIPT, 'I think I have FALLEN', 0).raise).toBe('stat_alarm');
    expect(answerFor(SCRIPT, 'what time is it', 0)).toEqual({ say: 'I am here.', raise: null });
    expect(answerFor(SCRIPT, null, 1).raise).toBe('stat_alarm');
    expect(answerFor(SCRIPT, null, 5).say).toBe('I am here.');
  });
});

describe('Turns', () => {
  it('speaks the greeting of response.create and completes the response when it has been heard', async () => {
    const { turns, spoken, types, events, flush } = setup();
    turns.clientEvent({ type: 'response.create', response: { instructions: `${GREETING_PREFIX}Hello, I am Aimee.` } });
    expect(turns.state).toBe('responding');
    expect(spoken.map((s) => s.text)).toEqual(['Hello, I am Aimee.']);
    expect(events.filter((e) => e.type === 'response.audio_transcript.delta').map((e) => e.delta).join('')).toBe('Hello, I am Aimee.');
    spoken[0]!.made(true);
    await flush();
    expect(types().slice(-5)).toEqual(['response.audio_transcript.done', 'response.content_part.done', 'response.output_item.done', 'response.done', 'output_audio_buffer.started']);
    expect(events.at(-2)).toMatchObject({ response: { status: 'completed' } });
    expect([spoken[0]!.playing, turns.state]).toEqual([true, 'responding']);
    spoken[0]!.finish(true);
    await flush();
    expect(types().at(-1)).toBe('output_audio_buffer.stopped');
    expect(turns.state).toBe('idle');
  });

  it('answers a transcribed turn by its words and raises the function call with a call id', async () => {
    const { turns, spoken, events, flush } = setup(['please get my nurse']);
    turns.speechStarted(1000);
    turns.speechStopped(2500);
    expect(events.find((e) => e.type === 'conversation.item.input_audio_transcription.completed')).toMatchObject({ transcript: 'please get my nurse' });
    expect(spoken[0]!.text).toBe('I will get your nurse.');
    spoken[0]!.made(true);
    await flush();
    const call = events.find((e) => e.type === 'response.function_call_arguments.done');
    expect(call).toMatchObject({ name: 'create_virtual_request', arguments: '{"key":"virtual_nursing"}', call_id: expect.stringMatching(/^call_/) });
    const done = events.find((e) => e.type === 'response.done') as unknown as { response: { output: { type: string; call_id?: string }[] } };
    expect(done.response.output.map((o) => o.type)).toEqual(['message', 'function_call']);
    expect(done.response.output[1]!.call_id).toBe(call!.call_id);
  });

  it('takes the rule of the turn when the speech was not transcribed', () => {
    const { turns, spoken, events } = setup();
    turns.speechStarted(0);
    turns.speechStopped(800);
    expect(events.find((e) => e.type === 'conversation.item.input_audio_transcription.completed')).toMatchObject({ transcript: UNTRANSCRIBED });
    expect(spoken[0]!.text).toBe('I will get your nurse.');
  });

  it('cancels the response the patient interrupts while its speech is made, without its function call', async () => {
    const { turns, spoken, events, flush } = setup(['help']);
    turns.speechStarted(0);
    turns.speechStopped(500);
    turns.speechStarted(900);
    expect(turns.state).toBe('listening');
    spoken[0]!.made(true);
    await flush();
    expect(spoken[0]!.playing).toBe(false);
    expect(events.some((e) => e.type === 'response.function_call_arguments.done')).toBe(false);
    expect(events.find((e) => e.type === 'response.done')).toMatchObject({ response: { status: 'cancelled' } });
    expect(turns.state).toBe('listening');
  });

  // A patient who talks over the answer still gets the nurse the answer called.
  it('keeps the function call of a response interrupted while it plays; only its audio is cut', async () => {
    const { turns, spoken, events, types, flush } = setup(['help']);
    turns.speechStarted(0);
    turns.speechStopped(500);
    spoken[0]!.made(true);
    await flush();
    expect(events.filter((e) => e.type === 'response.function_call_arguments.done')).toHaveLength(1);
    turns.speechStarted(1200);
    spoken[0]!.finish(false);
    await flush();
    expect(types().slice(-2)).toEqual(['input_audio_buffer.speech_started', 'output_audio_buffer.cleared']);
    expect(events.filter((e) => e.type === 'response.done').map((e) => (e.response as { status: string }).status)).toEqual(['completed']);
    expect(turns.state).toBe('listening');
  });

  it('ignores a speech stop without a start', () => {
    const { turns, events } = setup();
    turns.speechStopped(100);
    expect(events).toEqual([]);
  });
});
