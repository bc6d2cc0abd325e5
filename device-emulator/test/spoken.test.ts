// Speech made on its own thread: the process's event loop (where werift answers ICE checks and
// DTLS for every call) keeps its pace while a line is made, what comes back is speech, a text is
// made once, and a failure is not kept.
import { describe, expect, it } from 'vitest';
import { OpusDecoder } from '../src/speech/opus.ts';
import { levelDb } from '../src/speech/pcm.ts';
import { spokenPayloads } from '../src/speech/spoken.ts';
import { PATIENT_VOICE } from '../src/speech/tts.ts';

/** The longest the event loop went without running a 10 ms timer while the work ran, and the work's time. */
async function loopGapDuring<T>(work: () => Promise<T>): Promise<{ result: T; maxGapMs: number; elapsedMs: number }> {
  let last = performance.now();
  let maxGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxGapMs = Math.max(maxGapMs, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, maxGapMs: Math.max(maxGapMs, performance.now() - last), elapsedMs: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

describe('spokenPayloads', () => {
  it('makes a line off the event loop, as loud speech, once per text and voice', async () => {
    await spokenPayloads('Ready.', PATIENT_VOICE); // the thread started and its engines loaded
    const text = `The call light is on in room ${Date.now() % 1000}, can someone come and help me sit up please`;
    const { result: payloads, maxGapMs, elapsedMs } = await loopGapDuring(() => spokenPayloads(text, PATIENT_VOICE));
    // On the event loop, eSpeak's run and the Opus encoding held it for nearly all of the time.
    expect(maxGapMs).toBeLessThan(elapsedMs / 3);
    expect(payloads.length * 20).toBeGreaterThan(2000);
    const decoder = new OpusDecoder();
    const loudest = Math.max(...payloads.map((p) => levelDb(decoder.decode(p))));
    decoder.delete();
    expect(loudest).toBeGreaterThan(-30);
    expect(payloads.every((p) => Buffer.isBuffer(p))).toBe(true);
    expect(await spokenPayloads(text, PATIENT_VOICE)).toBe(payloads);
  }, 30_000);

  it('does not keep a failure: the next ask of the same text tries again', async () => {
    const voice = { name: 'zz-no-such-voice', wordsPerMinute: 150 };
    const first = spokenPayloads('Hello.', voice);
    await expect(first).rejects.toThrow(/No such file/);
    const second = spokenPayloads('Hello.', voice);
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
    // The thread is still there for a voice that exists.
    expect((await spokenPayloads('Still here.', PATIENT_VOICE)).length).toBeGreaterThan(10);
  }, 30_000);
});
