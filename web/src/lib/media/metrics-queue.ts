// Video metrics are queued and sent in one request every 5 minutes (spec section 9). A failed
// save is ignored: the records are dropped rather than retried, so a struggling backend does not
// get a growing burst every 5 minutes.
import type { components } from '@bedside/openapi/api';

export type VideoMetricRecord = components['schemas']['VideoMetricRecord'];

export const METRICS_FLUSH_MS = 5 * 60_000;
/** A call left open for hours must not grow the queue without bound; the oldest go first. */
export const METRICS_MAX_QUEUED = 1_000;

interface IntervalEnv {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export interface MetricsQueueOptions {
  save(records: VideoMetricRecord[]): Promise<unknown>;
  flushMs?: number;
  maxQueued?: number;
  env?: IntervalEnv;
}

export class MetricsQueue {
  private records: VideoMetricRecord[] = [];
  private timer: unknown = null;
  private readonly flushMs: number;
  private readonly maxQueued: number;
  private readonly env: IntervalEnv;

  constructor(private readonly options: MetricsQueueOptions) {
    this.flushMs = options.flushMs ?? METRICS_FLUSH_MS;
    this.maxQueued = options.maxQueued ?? METRICS_MAX_QUEUED;
    this.env = options.env ?? {
      setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
      clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
    };
  }

  get size(): number {
    return this.records.length;
  }

  push(record: VideoMetricRecord): void {
    this.records.push(record);
    if (this.records.length > this.maxQueued) this.records.splice(0, this.records.length - this.maxQueued);
  }

  /** Starts the periodic flush; calling it again keeps the one timer. */
  start(): void {
    if (this.timer !== null) return;
    this.timer = this.env.setInterval(() => void this.flush(), this.flushMs);
  }

  /** Sends what is queued now (also on call end); never rejects. */
  async flush(): Promise<void> {
    if (this.records.length === 0) return;
    const batch = this.records;
    this.records = [];
    try {
      await this.options.save(batch);
    } catch {
      // Ignored by design (spec section 8: a failed metric call is ignored).
    }
  }

  /** Stops the timer and sends the rest. */
  stop(): Promise<void> {
    if (this.timer !== null) this.env.clearInterval(this.timer);
    this.timer = null;
    return this.flush();
  }
}
