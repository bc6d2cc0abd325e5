// Connection quality while the camera plays: getStats every 2 s through the tracker (when the
// connection_quality_indicator flag is on; otherwise only the default 60 s stats for metrics), and
// stats/warning records queued for POST /videos/save_metrics every 5 minutes and at call end.
import { useEffect, useState } from 'react';
import { MetricsQueue } from '../../../lib/media/metrics-queue';
import { QUALITY_SAMPLE_MS, QualityTracker, type QualitySnapshot } from '../../../lib/media/quality';
import { statsRecord, warningRecord, watchQuality, type MetricContext } from '../../../lib/media/quality-watch';
import type { VideoSession } from '../../../lib/media/video-session';
import { saveVideoMetrics } from '../api/save-video-metrics';

/** Spec section 9: the stats interval when the indicator is off. */
const DEFAULT_STATS_MS = 60_000;

interface QualityOptions {
  session: VideoSession;
  playing: boolean;
  indicator: boolean;
  videoDeviceId: number;
  divisionId: number;
  meetingId: string | null;
}

export function useQuality({ session, playing, indicator, videoDeviceId, divisionId, meetingId }: QualityOptions): QualitySnapshot | null {
  const [snapshot, setSnapshot] = useState<{ session: VideoSession; value: QualitySnapshot } | null>(null);

  useEffect(() => {
    if (!playing) return undefined;
    const context: MetricContext = { videoDeviceId, divisionId, meetingId };
    const tracker = new QualityTracker();
    const queue = new MetricsQueue({ save: saveVideoMetrics });
    queue.start();
    const stop = watchQuality({
      latestStats: () => session.latestStats,
      tracker,
      intervalMs: indicator ? QUALITY_SAMPLE_MS : DEFAULT_STATS_MS,
      onSample: (value, sample) => {
        setSnapshot({ session, value });
        queue.push(statsRecord(sample, value.score, context));
        const issues = tracker.takeIssueReport();
        if (issues) queue.push(warningRecord(issues, sample, context));
      },
    });
    return () => {
      stop();
      void queue.stop();
    };
  }, [session, playing, indicator, videoDeviceId, divisionId, meetingId]);

  // A new call starts without the last call's score.
  return snapshot?.session === session && playing ? snapshot.value : null;
}
