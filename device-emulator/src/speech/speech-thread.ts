// The speech thread's body (spoken.ts starts it through speech-thread-entry.mjs): eSpeak NG and
// Opus run here, off the main thread. One line costs about a second of CPU (eSpeak loads its voice
// data on every run, Opus encodes 50 frames a second of speech), and on the main thread that second
// held every call of the process: ICE checks and DTLS went unanswered and a loaded machine dropped
// calls. Asks are answered in the order they come.
import { parentPort } from 'node:worker_threads';
import { encodeSpeech } from './opus.ts';
import { synthesize, type Voice } from './tts.ts';

export interface SpeechAsk { id: number; text: string; voice: Voice }
export type SpeechReply = { id: number; payloads: Uint8Array[] } | { id: number; error: string };

let queue = Promise.resolve();

parentPort?.on('message', (ask: SpeechAsk) => {
  queue = queue.then(async () => parentPort?.postMessage(await speak(ask)));
});

async function speak({ id, text, voice }: SpeechAsk): Promise<SpeechReply> {
  try {
    return { id, payloads: encodeSpeech(await synthesize(text, voice)) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}
