import type { VideoMetricRecord } from '../../../lib/media/metrics-queue';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

/** At most 500 records a call; the MetricsQueue ignores a failure (spec section 8). */
const SAVE_METRICS_MAX = 500;

export async function saveVideoMetrics(records: VideoMetricRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += SAVE_METRICS_MAX) {
    unwrap(await apiClient().POST('/videos/save_metrics', { body: { video_device_metrics: records.slice(i, i + SAVE_METRICS_MAX) } }));
  }
}
