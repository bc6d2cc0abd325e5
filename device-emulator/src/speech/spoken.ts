// Speech as Opus payloads, made on a thread of its own (speech-thread.ts) and once per process: a
// text in a voice is kept (the last 200), a failure is not, so the next ask tries again. The
// training video's patient, the simulator's emulated assistant and the tests' patient speak
// through it.
import { Worker } from 'node:worker_threads';
import type { SpeechAsk, SpeechReply } from './speech-thread.ts';
import type { Voice } from './tts.ts';

const MAX_KEPT = 200;
const kept = new Map<string, Promise<Buffer[]>>();

/** The text's Opus payloads in the voice. */
export function spokenPayloads(text: string, voice: Voice): Promise<Buffer[]> {
  const key = `${voice.name}/${voice.wordsPerMinute}/${text}`;
  let payloads = kept.get(key);
  if (!payloads) {
    payloads = speechThread().speak(text, voice);
    payloads.catch(() => kept.delete(key));
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, payloads);
  }
  return payloads;
}

let thread: SpeechThread | null = null;

function speechThread(): SpeechThread {
  thread ??= new SpeechThread(() => { thread = null; });
  return thread;
}

/** One worker thread; it keeps the process alive only while an ask is open, and a new one replaces it if it stops. */
class SpeechThread {
  private readonly worker = new Worker(new URL('./speech-thread-entry.mjs', import.meta.url));
  private readonly open = new Map<number, { resolve: (payloads: Buffer[]) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  /** What the thread threw, if it did (its 'exit' follows). */
  private failure: Error | null = null;

  constructor(private readonly gone: () => void) {
    this.worker.unref();
    this.worker.on('message', (reply: SpeechReply) => this.replied(reply));
    this.worker.on('error', (error) => { this.failure = error; });
    this.worker.on('exit', (code) => this.stopped(this.failure ?? new Error(`the speech thread stopped (exit code ${code})`)));
  }

  speak(text: string, voice: Voice): Promise<Buffer[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.open.set(id, { resolve, reject });
      if (this.open.size === 1) this.worker.ref();
      this.worker.postMessage({ id, text, voice } satisfies SpeechAsk);
    });
  }

  private replied(reply: SpeechReply): void {
    const ask = this.open.get(reply.id);
    if (!ask) return;
    this.open.delete(reply.id);
    if (this.open.size === 0) this.worker.unref();
    if ('error' in reply) ask.reject(new Error(reply.error));
    // Payloads come back as plain byte arrays; werift sends Buffers.
    else ask.resolve(reply.payloads.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
  }

  private stopped(error: Error): void {
    this.gone();
    for (const ask of this.open.values()) ask.reject(error);
    this.open.clear();
  }
}
