// Voice activity by energy: a frame is voiced when it is louder than the threshold. Speech starts
// after `startMs` of voiced frames in a row (a cough or a click does not start a turn) and stops
// after `hangoverMs` of quiet frames in a row (the pause between two words does not end it). The
// OpenAI Realtime API's server_vad works the same way from the outside: speech_started, then
// speech_stopped after its silence duration.
import { levelDb } from './pcm.ts';

export interface VadOptions {
  /** A frame louder than this (dBFS) is voiced. */
  thresholdDb: number;
  /** Voiced time in a row that starts speech. */
  startMs: number;
  /** Quiet time in a row that ends it. */
  hangoverMs: number;
}

export const DEFAULT_VAD: VadOptions = { thresholdDb: -45, startMs: 60, hangoverMs: 500 };

export type VadEvent = { type: 'speech_started'; atMs: number } | { type: 'speech_stopped'; atMs: number };

export class EnergyVad {
  private voicedMs = 0;
  private quietMs = 0;
  private speechStartMs = 0;
  speaking = false;

  constructor(private readonly options: VadOptions = DEFAULT_VAD) {}

  /**
   * Takes the next frame (heard at `atMs`, lasting `frameMs`); answers the change it makes, if any.
   * speech_started is dated at the first voiced frame, speech_stopped at the end of the last one.
   */
  push(frame: Int16Array, atMs: number, frameMs: number): VadEvent | null {
    const voiced = levelDb(frame) > this.options.thresholdDb;
    if (!this.speaking) {
      if (!voiced) { this.voicedMs = 0; return null; }
      if (this.voicedMs === 0) this.speechStartMs = atMs;
      this.voicedMs += frameMs;
      if (this.voicedMs < this.options.startMs) return null;
      this.speaking = true;
      this.quietMs = 0;
      return { type: 'speech_started', atMs: this.speechStartMs };
    }
    if (voiced) { this.quietMs = 0; return null; }
    this.quietMs += frameMs;
    if (this.quietMs < this.options.hangoverMs) return null;
    this.speaking = false;
    this.voicedMs = 0;
    return { type: 'speech_stopped', atMs: atMs + frameMs - this.quietMs };
  }
}
