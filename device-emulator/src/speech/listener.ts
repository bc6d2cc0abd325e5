// Voice activity on a live call: decoded frames go to the energy detector as they arrive, and a
// sender that stops sending (Opus DTX, or a speaker between two utterances) counts as quiet, so
// the turn still ends: while speech is on, a watchdog feeds silent frames for the missing time.
// The watchdog looks after the packets that wait to be read (setImmediate runs after Node's I/O
// phase, a timer before it): after the process was held (a loaded machine), those packets are
// the speech that went on meanwhile, not a pause that ends the turn.
import { FRAME_MS, FRAME_SAMPLES } from './opus.ts';
import { DEFAULT_VAD, EnergyVad, type VadEvent, type VadOptions } from './vad.ts';

const WATCH_MS = 100;
const SILENT_FRAME = new Int16Array(FRAME_SAMPLES);

export class SpeechListener {
  private readonly vad: EnergyVad;
  private readonly epoch = performance.now();
  private lastMs = 0;
  private watch: NodeJS.Timeout | null = null;

  constructor(private readonly onChange: (event: VadEvent) => void, options: VadOptions = DEFAULT_VAD, private readonly now = () => performance.now()) {
    this.vad = new EnergyVad(options);
  }

  get speaking(): boolean {
    return this.vad.speaking;
  }

  /** One decoded 20 ms frame, heard now. */
  hear(frame: Int16Array): void {
    this.lastMs = this.now() - this.epoch;
    this.push(frame, this.lastMs);
    if (this.vad.speaking) this.watch ??= setInterval(() => setImmediate(() => this.fillSilence()), WATCH_MS);
  }

  close(): void {
    if (this.watch) clearInterval(this.watch);
    this.watch = null;
  }

  private fillSilence(): void {
    if (!this.watch) return;
    const now = this.now() - this.epoch;
    for (; now - this.lastMs >= 2 * FRAME_MS && this.vad.speaking; this.lastMs += FRAME_MS) this.push(SILENT_FRAME, this.lastMs + FRAME_MS);
    if (!this.vad.speaking) this.close();
  }

  private push(frame: Int16Array, atMs: number): void {
    const change = this.vad.push(frame, atMs, FRAME_MS);
    if (change) this.onChange(change);
  }
}
