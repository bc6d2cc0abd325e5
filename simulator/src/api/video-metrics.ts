// POST /videos/save_metrics: connection statistics and warnings the web queues during video
// sessions. Kept in memory for QA (GET /sim/video_metrics), newest last, capped so a long soak
// test cannot grow the simulator without bound (the contract bounds each record's figures too).
import { badRequest } from '../api-error.ts';
import { deviceForCaller } from './device-access.ts';
import type { ApiHandlers } from './types.ts';

export const VIDEO_METRICS_CAP = 10_000;

export const videoMetricHandlers: ApiHandlers = {
  saveVideoMetrics: ({ auth, services, body, request }) => {
    // Records of the caller's own organisation only: a device they may see, a division of their
    // organisation (the patient's, who may have moved to a division not the user's during the call;
    // a queue of 5 minutes of a wall's tiles goes in one call). Checked for all before any is stored.
    body.video_device_metrics.forEach((record, i) => {
      const field = `body.video_device_metrics[${i}]`;
      try {
        deviceForCaller(auth, services, record.video_device_id);
      } catch {
        throw badRequest(`${field}.video_device_id`, 'exists', `Video device ${record.video_device_id} not found`);
      }
      if (services.store.organisationOfDivision(record.division_id) !== auth.user.organization_id) {
        throw badRequest(`${field}.division_id`, 'exists', `Division ${record.division_id} not found`);
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
