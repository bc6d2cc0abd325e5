// Feeds the quality tracker every 2 s while a call runs (spec section 9), and turns samples into
// the metric records queued for POST /videos/save_metrics.
import type { VideoMetricRecord } from './metrics-queue';
import type { QualityMetric } from './quality-score';
import { QUALITY_SAMPLE_MS, type QualitySnapshot, type QualityTracker } from './quality-tracker';
import { sampleFromStats, type StatsSample } from './stats-sample';

export interface QualityWatchOptions {
  /**
   * VideoSession.latestStats: the latest report of the session's own getStats poll (the decoded-frame
   * watch), so the quality watch adds no second poll; null once the call is over.
   */
  latestStats(): RTCStatsReport | null;
  tracker: QualityTracker;
  onSample(snapshot: QualitySnapshot, sample: StatsSample): void;
  intervalMs?: number;
}

/** Starts sampling; returns the stop function. */
export function watchQuality(options: QualityWatchOptions): () => void {
  const intervalMs = options.intervalMs ?? QUALITY_SAMPLE_MS;
  let stopped = false;
  let previous: StatsSample | null = null;
  let used: RTCStatsReport | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = () => {
    const report = options.latestStats();
    // A report already sampled (the session's poll is slow) would show no traffic at all: wait for a fresh one.
    if (report && report !== used) {
      used = report;
      const sample = sampleFromStats(report, previous);
      // The first sample has no previous counters, so its loss covers the whole call so far.
      if (previous) options.onSample(options.tracker.push(sample), sample);
      previous = sample;
    }
    // onSample may have stopped the watch.
    if (!stopped) timer = setTimeout(poll, intervalMs);
  };
  timer = setTimeout(poll, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

export interface MetricContext {
  videoDeviceId: number;
  divisionId: number;
  meetingId: string | null;
}

function record(type: VideoMetricRecord['metric_type'], context: MetricContext, metrics: VideoMetricRecord['metrics'], at: Date): VideoMetricRecord {
  return {
    timestamp: at.toISOString(), metric_type: type, video_device_id: context.videoDeviceId,
    division_id: context.divisionId, meeting_id: context.meetingId, metrics,
  };
}

/** The line's figures, as every stats and warning record carries them. */
function lineMetrics({ rttMs, jitterMs, packetLossPct, speakerDelayMs }: StatsSample) {
  return { rtt_ms: rttMs, jitter_ms: jitterMs, packet_loss_pct: packetLossPct, speaker_delay_ms: speakerDelayMs ?? null };
}

export function statsRecord(sample: StatsSample, score: number, context: MetricContext, at = new Date()): VideoMetricRecord {
  return record('stats', context, { ...lineMetrics(sample), score }, at);
}

export function warningRecord(issues: QualityMetric[], sample: StatsSample, context: MetricContext, at = new Date()): VideoMetricRecord {
  return record('warning', context, { issues, ...lineMetrics(sample) }, at);
}
