// The listener after a held event loop (a loaded machine): the speaker went on talking while this
// process was held, and its packets wait in the socket. They are the speech that went on, not a
// pause: the turn must not end. The speaker is a thread of its own sending one loud 20 ms frame
// over UDP every 20 ms, so it keeps sending while this thread is held.
import { createSocket } from 'node:dgram';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { SpeechListener } from '../src/speech/listener.ts';
import { FRAME_SAMPLES } from '../src/speech/opus.ts';
import type { VadEvent } from '../src/speech/vad.ts';

const LOUD = Int16Array.from({ length: FRAME_SAMPLES }, (_, i) => Math.round(8000 * Math.sin(i / 5)));
const SPEAKER = `
const { createSocket } = require('node:dgram');
const { parentPort, workerData } = require('node:worker_threads');
const socket = createSocket('udp4');
const timer = setInterval(() => socket.send(Buffer.from([1]), workerData.port, '127.0.0.1'), 20);
parentPort.once('message', () => { clearInterval(timer); socket.close(); });
`;

const until = async (done: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !done() && Date.now() < end;) await new Promise((resolve) => setTimeout(resolve, 20));
};
const hold = (ms: number) => { const until = performance.now() + ms; while (performance.now() < until) { /* held */ } };

describe('SpeechListener', () => {
  it('does not end a turn for the time its process was held while the speaker went on', async () => {
    const events: VadEvent['type'][] = [];
    const listener = new SpeechListener((change) => events.push(change.type));
    const socket = createSocket('udp4');
    socket.on('message', () => listener.hear(LOUD));
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    const speaker = new Worker(SPEAKER, { eval: true, workerData: { port: socket.address().port } });
    try {
      await until(() => events.length > 0, 5_000);
      expect(events).toEqual(['speech_started']);
      // Longer than the 500 ms of quiet that end a turn.
      hold(800);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(events).toEqual(['speech_started']);
      // The speaker stops: now the turn ends, from the watchdog alone (no packet says so).
      speaker.postMessage('stop');
      await until(() => events.length > 1, 3_000);
      expect(events).toEqual(['speech_started', 'speech_stopped']);
    } finally {
      listener.close();
      socket.close();
      await speaker.terminate();
    }
  }, 10_000);
});
