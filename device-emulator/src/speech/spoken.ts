// Speech made once per process: synthesis (eSpeak) and Opus encoding run on the event loop and can
// hold it for seconds on a loaded machine, so a text in a voice is made once and kept (the last
// 200). The training video's patient and the simulator's emulated assistant both speak through it.
import { encodeSpeech } from './opus.ts';
import { synthesize, type Voice } from './tts.ts';

const MAX_KEPT = 200;
const kept = new Map<string, Promise<Buffer[]>>();

/** The text's Opus payloads in the voice; a failure is not kept, so the next ask tries again. */
export function spokenPayloads(text: string, voice: Voice): Promise<Buffer[]> {
  const key = `${voice.name}/${voice.wordsPerMinute}/${text}`;
  let payloads = kept.get(key);
  if (!payloads) {
    payloads = synthesize(text, voice).then((pcm) => encodeSpeech(pcm));
    payloads.catch(() => kept.delete(key));
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, payloads);
  }
  return payloads;
}
