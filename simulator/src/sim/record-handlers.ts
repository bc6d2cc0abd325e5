// GET /sim/video_metrics and /sim/audit_logs: what the web recorded through the provider API, so
// QA and end-to-end tests check the records themselves rather than the calls that made them.
import type { operations } from '@bedside/openapi/sim';
import type { HandlerMap } from '../contract/handlers.ts';
import type { Services } from '../services.ts';

type SimHandlers = HandlerMap<operations, { services: Services }>;

export const recordHandlers: SimHandlers = {
  simListVideoMetrics: ({ services, query }) => services.store.data.videoMetrics.filter((m) =>
    (query.video_device_id === undefined || m.video_device_id === query.video_device_id)
    && (query.meeting_id === undefined || m.meeting_id === query.meeting_id)
    && (query.metric_type === undefined || m.metric_type === query.metric_type)),
  simListAuditLogs: ({ services, query }) => {
    const user = query.user_email === undefined ? undefined : services.store.userByEmail(query.user_email);
    if (query.user_email !== undefined && !user) return [];
    return services.store.data.auditLogs.filter((entry) =>
      (query.category === undefined || entry.category === query.category)
      && (query.meeting_id === undefined || entry.meeting_id === query.meeting_id)
      && (query.video_device_id === undefined || entry.video_device_id === query.video_device_id)
      && (user === undefined || entry.user_id === user.id));
  },
};
