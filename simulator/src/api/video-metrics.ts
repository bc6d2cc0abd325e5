// POST /videos/save_metrics: connection statistics and warnings the web queues during video
// sessions. Kept in memory for QA (GET /sim/video_metrics), newest last, capped so a long soak
// test cannot grow the simulator without bound.
import type { ApiHandlers } from './types.ts';

export const VIDEO_METRICS_CAP = 10_000;

export const videoMetricHandlers: ApiHandlers = {
  saveVideoMetrics: ({ auth, services, body, request }) => {
    const received_at = new Date().toISOString();
    const stored = services.store.data.videoMetrics;
    for (const record of body.video_device_metrics) stored.push({ ...record, user_id: auth.user.id, received_at });
    if (stored.length > VIDEO_METRICS_CAP) stored.splice(0, stored.length - VIDEO_METRICS_CAP);
    request.log.info({ records: body.video_device_metrics.length }, 'video metrics saved');
    return undefined;
  },
};
