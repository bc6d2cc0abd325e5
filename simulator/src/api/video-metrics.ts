// POST /videos/save_metrics: connection statistics and warnings the web queues during video
// sessions. Kept in memory for QA (GET /sim/video_metrics), newest last, capped so a long soak
// test cannot grow the simulator without bound (the contract bounds each record's figures too).
import { badRequest } from '../api-error.ts';
import { deviceForCaller } from './device-access.ts';
import type { ApiHandlers } from './types.ts';

export const VIDEO_METRICS_CAP = 10_000;

export const videoMetricHandlers: ApiHandlers = {
  saveVideoMetrics: ({ auth, services, body, request }) => {
    // Records about the caller's own calls only: a device they may see, a division of theirs or the
    // device's. Checked for all before any is stored, so a refused call stores none.
    body.video_device_metrics.forEach((record, i) => {
      const field = `body.video_device_metrics[${i}]`;
      let deviceDivision: number;
      try {
        deviceDivision = deviceForCaller(auth, services, record.video_device_id).division.id;
      } catch {
        throw badRequest(`${field}.video_device_id`, 'exists', `Video device ${record.video_device_id} not found`);
      }
      if (record.division_id !== deviceDivision && !auth.user.division_ids.includes(record.division_id)) {
        throw badRequest(`${field}.division_id`, 'scope', `Division ${record.division_id} is not one of yours`);
      }
    });
    const received_at = new Date().toISOString();
    const stored = services.store.data.videoMetrics;
    for (const record of body.video_device_metrics) stored.push({ ...record, user_id: auth.user.id, received_at });
    if (stored.length > VIDEO_METRICS_CAP) stored.splice(0, stored.length - VIDEO_METRICS_CAP);
    request.log.info({ records: body.video_device_metrics.length }, 'video metrics saved');
    return undefined;
  },
};
