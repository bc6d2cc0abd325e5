// The speech toolkit: voice activity by energy (start needs voiced time, a pause between words does
// not end a turn, the hangover does), loudness, WAVE parsing, and real speech through Opus.
import { describe, expect, it } from 'vitest';
import { encodeSpeech, FRAME_SAMPLES, OpusDecoder } from '../src/speech/opus.ts';
import { levelDb, resample, tightenPauses } from '../src/speech/pcm.ts';
import { TRAINING_SCENARIO } from '../src/speech/training-scenario.ts';
import { assistantVoice, MAX_PAUSE_MS, parseWav, PATIENT_VOICE, synthesize } from '../src/speech/tts.ts';
import { DEFAULT_VAD, EnergyVad, type VadEvent } from '../src/speech/vad.ts';

const tone = (amplitude: number) => Int16Array.from({ length: FRAME_SAMPLES }, (_, i) => Math.round(amplitude * Math.sin(i / 5)));
const LOUD = tone(8000);
const QUIET = tone(50);

/** Feeds frames of 20 ms from 0 ms; answers the events with their times. */
function run(vad: EnergyVad, frames: Int16Array[]): VadEvent[] {
  return frames.map((f, i) => vad.push(f, i * 20, 20)).filter((e): e is VadEvent => e !== null);
}
const repeat = (frame: Int16Array, n: number) => Array.from({ length: n }, () => frame);

describe('EnergyVad', () => {
  const options = { thresholdDb: -45, startMs: 60, hangoverMs: 200 };

  it('starts after enough voiced time, dated at the first voiced frame, and stops after the hangover', () => {
    const events = run(new EnergyVad(options), [...repeat(QUIET, 5), ...repeat(LOUD, 10), ...repeat(QUIET, 15)]);
    expect(events).toEqual([{ type: 'speech_started', atMs: 100 }, { type: 'speech_stopped', atMs: 300 }]);
  });

  it('ignores a click shorter than startMs', () => {
    expect(run(new EnergyVad(options), [...repeat(LOUD, 2), ...repeat(QUIET, 20)])).toEqual([]);
  });

  it('keeps a turn through a pause shorter than the hangover', () => {
    const events = run(new EnergyVad(options), [...repeat(LOUD, 5), ...repeat(QUIET, 5), ...repeat(LOUD, 5), ...repeat(QUIET, 12)]);
    expect(events.map((e) => e.type)).toEqual(['speech_started', 'speech_stopped']);
    expect(events[1]).toEqual({ type: 'speech_stopped', atMs: 300 });
  });
});

describe('pcm', () => {
  it('measures loudness in dBFS', () => {
    expect(levelDb(new Int16Array(960))).toBe(-Infinity);
    expect(levelDb(Int16Array.from({ length: 960 }, () => 16384))).toBeCloseTo(-6.02, 1);
  });

  it('resamples to the rate asked for', () => {
    expect(resample(new Int16Array(22050), 22050, 48000).length).toBe(48000);
  });

  it('cuts a pause inside the sound to the longest kept, and keeps the quiet around it', () => {
    const frames = [...repeat(QUIET, 3), ...repeat(LOUD, 4), ...repeat(QUIET, 25), ...repeat(LOUD, 4), ...repeat(QUIET, 6), ...repeat(LOUD, 2), ...repeat(QUIET, 5)];
    const joined = new Int16Array(frames.length * FRAME_SAMPLES);
    frames.forEach((f, i) => joined.set(f, i * FRAME_SAMPLES));
    const tight = tightenPauses(joined, 48_000, -45, 200);
    const loud = Array.from({ length: tight.length / FRAME_SAMPLES }, (_, i) => levelDb(tight.subarray(i * FRAME_SAMPLES, (i + 1) * FRAME_SAMPLES)) > -45);
    expect(loud.map((l) => (l ? 'x' : '.')).join('')).toBe('...xxxx..........xxxx......xx.....');
  });

  it('reads a WAVE file whose data size was left open', () => {
    const wav = Buffer.alloc(48);
    wav.write('RIFF', 0); wav.write('WAVE', 8); wav.write('fmt ', 12); wav.writeUInt32LE(16, 16); wav.writeUInt32LE(22050, 24);
    wav.write('data', 36); wav.writeUInt32LE(0x7fffffff, 40); wav.writeInt16LE(1234, 44); wav.writeInt16LE(-5, 46);
    expect(parseWav(wav)).toEqual({ rate: 22050, samples: Int16Array.from([1234, -5]) });
  });
});

describe('speech through Opus', () => {
  it('synthesizes words that, encoded and decoded, start and end one turn of speech', async () => {
    const pcm = await synthesize('I need my nurse', PATIENT_VOICE);
    expect(pcm.length / 48_000).toBeGreaterThan(0.5);
    const decoder = new OpusDecoder();
    const frames = encodeSpeech(pcm).map((payload) => decoder.decode(payload));
    decoder.delete();
    const events = run(new EnergyVad(), [...frames, ...repeat(new Int16Array(FRAME_SAMPLES), 40)]);
    expect(events.map((e) => e.type)).toEqual(['speech_started', 'speech_stopped']);
  }, 20_000);

  // eSpeak pauses up to 400 ms between sentences: with jitter that was heard as two turns.
  it('says each line of two sentences as one turn, its longest pause well inside the voice detection', async () => {
    const lines = [...TRAINING_SCENARIO.map((text) => ({ text, voice: PATIENT_VOICE })), { text: 'Hello, I am Aimee. How can I help you today?', voice: assistantVoice('coral') }];
    for (const { text, voice } of lines) {
      const decoder = new OpusDecoder();
      const frames = encodeSpeech(await synthesize(text, voice)).map((payload) => decoder.decode(payload));
      decoder.delete();
      const loud = frames.map((f) => levelDb(f) > DEFAULT_VAD.thresholdDb);
      let pause = 0;
      let longest = 0;
      for (const l of loud.slice(loud.indexOf(true), loud.lastIndexOf(true))) longest = Math.max(longest, (pause = l ? 0 : pause + 20));
      expect(longest, text).toBeLessThanOrEqual(MAX_PAUSE_MS + 40);
      expect(DEFAULT_VAD.hangoverMs - longest, text).toBeGreaterThanOrEqual(260);
      const events = run(new EnergyVad(), [...frames, ...repeat(new Int16Array(FRAME_SAMPLES), 40)]);
      expect(events.map((e) => e.type), text).toEqual(['speech_started', 'speech_stopped']);
    }
  }, 30_000);
});
