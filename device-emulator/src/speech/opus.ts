// Opus in-process (opusscript: libopus 1.4 compiled to WebAssembly): speech is encoded once into
// 20 ms payloads for the RTP track, and what a peer hears is decoded back to PCM for voice
// detection. Mono both ways: a mono Opus stream plays on the browser's stereo decoder, and a
// stereo one decodes to mono.
import OpusScript from 'opusscript';
import { SAMPLE_RATE } from './tts.ts';

/** 20 ms at 48 kHz, the frame WebRTC audio uses. */
export const FRAME_SAMPLES = 960;
export const FRAME_MS = 20;

/** The speech as 20 ms Opus payloads, the last frame padded with silence. */
export function encodeSpeech(pcm: Int16Array, bitrate = 32_000): Buffer[] {
  const encoder = new OpusScript(SAMPLE_RATE, 1, OpusScript.Application.VOIP);
  try {
    encoder.setBitrate(bitrate);
    const payloads: Buffer[] = [];
    for (let start = 0; start < pcm.length; start += FRAME_SAMPLES) {
      const frame = new Int16Array(FRAME_SAMPLES);
      frame.set(pcm.subarray(start, start + FRAME_SAMPLES));
      payloads.push(Buffer.from(encoder.encode(Buffer.from(frame.buffer), FRAME_SAMPLES)));
    }
    return payloads;
  } finally {
    encoder.delete();
  }
}

/** Decodes one peer's Opus payloads to 48 kHz mono frames; delete() frees its WebAssembly memory. */
export class OpusDecoder {
  private readonly decoder = new OpusScript(SAMPLE_RATE, 1, OpusScript.Application.VOIP);

  decode(payload: Buffer): Int16Array {
    const pcm = this.decoder.decode(payload);
    return new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2));
  }

  delete(): void {
    this.decoder.delete();
  }
}
