// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the simulator compiles this file too; a reference brings the declaration along
/// <reference path="./espeak-ng.d.ts" />
// Speech from text, in-process and without any download: eSpeak NG compiled to WebAssembly (the
// espeak-ng package, its voice data inside the package). One synthesis runs the espeak-ng command
// line once (0.5 to 1 s of CPU here, most of it loading the voice data), so speakers go through
// spoken.ts, which runs it on a thread of its own and keeps what it made. The result is 48 kHz mono
// PCM, the rate Opus and WebRTC use.
import ESpeakNg from 'espeak-ng';
import { resample, tightenPauses } from './pcm.ts';
import { DEFAULT_VAD } from './vad.ts';

export const SAMPLE_RATE = 48_000;
/**
 * The longest pause kept inside a line. eSpeak pauses 340 to 400 ms between two sentences, which
 * left the voice detection (a turn ends after 500 ms of quiet) 100 ms for the jitter of a loaded
 * machine: a fresh CI run heard "Can you get my nurse please? I need help getting up." as two
 * turns. At 200 ms the margin is 300 ms, and a line is still heard as two sentences.
 */
export const MAX_PAUSE_MS = 200;

/** An eSpeak voice and speed; the variants stand in for the OpenAI Realtime voices. */
export interface Voice { name: string; wordsPerMinute: number }

const ASSISTANT_VOICES: Record<string, Voice> = {
  alloy: { name: 'en-us+f3', wordsPerMinute: 165 },
  coral: { name: 'en-us+f2', wordsPerMinute: 165 },
  sage: { name: 'en-us+f4', wordsPerMinute: 150 },
  verse: { name: 'en-us+m3', wordsPerMinute: 165 },
};
export const PATIENT_VOICE: Voice = { name: 'en-us+m1', wordsPerMinute: 150 };

export const assistantVoice = (voice: string): Voice => ASSISTANT_VOICES[voice] ?? { name: 'en-us+f3', wordsPerMinute: 165 };

/** The text spoken in the voice, as 48 kHz mono samples. */
export async function synthesize(text: string, voice: Voice): Promise<Int16Array> {
  // A text that begins with a dash would be read as an option.
  const words = text.replace(/^[\s-]+/, '').trim() || '.';
  const errors: string[] = [];
  const espeak = await ESpeakNg({
    arguments: ['-v', voice.name, '-s', String(voice.wordsPerMinute), '-w', '/speech.wav', words],
    print: () => undefined,
    printErr: (line) => errors.push(line),
  });
  const wav = espeak.FS.readFile('/speech.wav');
  const { rate, samples } = parseWav(wav);
  if (samples.length === 0) throw new Error(`eSpeak NG made no speech${errors.length ? `: ${errors.join(' ')}` : ''}`);
  return tightenPauses(resample(samples, rate, SAMPLE_RATE), SAMPLE_RATE, DEFAULT_VAD.thresholdDb, MAX_PAUSE_MS);
}

/** The samples of a 16-bit mono PCM WAVE file (what espeak-ng -w writes). */
export function parseWav(wav: Uint8Array): { rate: number; samples: Int16Array } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  if (wav.length < 12 || view.getUint32(0, false) !== 0x52494646 || view.getUint32(8, false) !== 0x57415645) throw new Error('not a WAVE file');
  let offset = 12;
  let rate = 0;
  while (offset + 8 <= wav.length) {
    const id = view.getUint32(offset, false);
    const size = view.getUint32(offset + 4, true);
    if (id === 0x666d7420) rate = view.getUint32(offset + 12, true); // 'fmt '
    if (id === 0x64617461) { // 'data' (espeak leaves its size 0x7fffffff while streaming: read to the end)
      const end = Math.min(wav.length, offset + 8 + size);
      const samples = new Int16Array(Math.floor((end - offset - 8) / 2));
      for (let i = 0; i < samples.length; i += 1) samples[i] = view.getInt16(offset + 8 + i * 2, true);
      return { rate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('the WAVE file has no data');
}
