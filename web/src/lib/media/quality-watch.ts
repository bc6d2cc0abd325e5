// Feeds the quality tracker from getStats every 2 s while a call runs (spec section 9), and
// turns samples into the metric records queued for POST /videos/save_metrics.
import type { VideoMetricRecord } from './metrics-queue';
import type { QualityMetric } from './quality-score';
import { QUALITY_SAMPLE_MS, type QualitySnapshot, type QualityTracker } from './quality-tracker';
import { sampleFromStats, type StatsSample } from './stats-sample';

interface TimerEnv {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface QualityWatchOptions {
  /** VideoSession.getStats: null once the call is over. */
  getStats(): Promise<RTCStatsReport | null>;
  tracker: QualityTracker;
  onSample(snapshot: QualitySnapshot, sample: StatsSample): void;
  intervalMs?: number;
  env?: TimerEnv;
}

/** Starts sampling; returns the stop function. */
export function watchQuality(options: QualityWatchOptions): () => void {
  const env = options.env ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  };
  const intervalMs = options.intervalMs ?? QUALITY_SAMPLE_MS;
  let stopped = false;
  let previous: StatsSample | null = null;
  let timer: unknown = null;
  const poll = async () => {
    let report: RTCStatsReport | null = null;
    try {
      report = await options.getStats();
    } catch {
      // A closing connection: try again next time, or get stopped.
    }
    if (stopped) return;
    if (report) {
      const sample = sampleFromStats(report, previous);
      // The first sample has no previous counters, so its loss covers the whole call so far.
      if (previous) options.onSample(options.tracker.push(sample), sample);
      previous = sample;
    }
    timer = env.setTimeout(() => void poll(), intervalMs);
  };
  timer = env.setTimeout(() => void poll(), 0);
  return () => {
    stopped = true;
    env.clearTimeout(timer);
  };
}

export interface MetricContext {
  videoDeviceId: number;
  divisionId: number;
  meetingId: string | null;
}

function record(type: VideoMetricRecord['metric_type'], context: MetricContext, metrics: Record<string, unknown>, at: Date): VideoMetricRecord {
  return {
    timestamp: at.toISOString(), metric_type: type, video_device_id: context.videoDeviceId,
    division_id: context.divisionId, meeting_id: context.meetingId, metrics,
  };
}

export function statsRecord(sample: StatsSample, score: number, context: MetricContext, at = new Date()): VideoMetricRecord {
  const { rttMs, jitterMs, packetLossPct, speakerDelayMs } = sample;
  return record('stats', context, { rtt_ms: rttMs, jitter_ms: jitterMs, packet_loss_pct: packetLossPct, speaker_delay_ms: speakerDelayMs ?? null, score }, at);
}

export function warningRecord(issues: QualityMetric[], sample: StatsSample, context: MetricContext, at = new Date()): VideoMetricRecord {
  const { rttMs, jitterMs, packetLossPct, speakerDelayMs } = sample;
  return record('warning', context, { issues, rtt_ms: rttMs, jitter_ms: jitterMs, packet_loss_pct: packetLossPct, speaker_delay_ms: speakerDelayMs ?? null }, at);
}
