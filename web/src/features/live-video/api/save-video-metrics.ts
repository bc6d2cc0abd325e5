import type { VideoMetricRecord } from '../../../lib/media/metrics-queue';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

/** One call; the MetricsQueue keeps each to the contract's 500 records and ignores a failure (spec section 8). */
export async function saveVideoMetrics(records: VideoMetricRecord[]): Promise<void> {
  unwrap(await apiClient().POST('/videos/save_metrics', { body: { video_device_metrics: records } }));
}
