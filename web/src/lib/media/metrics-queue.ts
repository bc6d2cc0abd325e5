// Video metrics are queued and sent in one request every 5 minutes (spec section 9). A failed
// save is ignored: the records are dropped rather than retried, so a struggling backend does not
// get a growing burst every 5 minutes.
import type { components } from '@bedside/openapi/api';

export type VideoMetricRecord = components['schemas']['VideoMetricRecord'];

const METRICS_FLUSH_MS = 5 * 60_000;
/** POST /videos/save_metrics takes at most 500 records a call (the contract). */
export const SAVE_METRICS_MAX = 500;
/** A call left open for hours must not grow the queue without bound; the oldest go first. */
const METRICS_MAX_QUEUED = 1_000;

export interface MetricsQueueOptions {
  save(records: VideoMetricRecord[]): Promise<unknown>;
  maxQueued?: number;
}

export class MetricsQueue {
  private records: VideoMetricRecord[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly maxQueued: number;

  constructor(private readonly options: MetricsQueueOptions) {
    this.maxQueued = options.maxQueued ?? METRICS_MAX_QUEUED;
  }

  push(record: VideoMetricRecord): void {
    this.records.push(record);
    if (this.records.length > this.maxQueued) this.records.splice(0, this.records.length - this.maxQueued);
  }

  /** Starts the periodic flush; calling it again keeps the one timer. */
  start(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => void this.flush(), METRICS_FLUSH_MS);
  }

  /**
   * Sends what is queued now (also on call end), at most SAVE_METRICS_MAX records a call (a wall of
   * 30 tiles on a bad network queues more in 5 minutes); never rejects.
   */
  async flush(): Promise<void> {
    const all = this.records;
    this.records = [];
    for (let i = 0; i < all.length; i += SAVE_METRICS_MAX) {
      try {
        await this.options.save(all.slice(i, i + SAVE_METRICS_MAX));
      } catch {
        // Ignored by design (spec section 8: a failed metric call is ignored).
      }
    }
  }

  /** Stops the timer and sends the rest. */
  stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    return this.flush();
  }
}
