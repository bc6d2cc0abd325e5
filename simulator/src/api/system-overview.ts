// GET /system_overview: live counts for the System Overview screen (View SystemMonitoring). Devices,
// calls and monitors of the divisions asked for; realtime connections and API requests of the
// caller's hospital and organisation. Computed on each call; the screen polls it every 5 s.
import { isOpen } from '../device-link/device-calls.ts';
import { hospitalChannel } from '../realtime/channels.ts';
import type { Services } from '../services.ts';
import type { ApiHandlers } from './types.ts';

const MINUTE_MS = 60_000;

/** The hub's connections are only the app's when it is the realtime server (no PUSHER_HOST: soketi). */
const ownsRealtime = ({ config }: Services) => config.realtime.host === '127.0.0.1' && config.realtime.port === config.port;

function requestsOfLastMinute(services: Services, organization: string, now: number) {
  let count = 0;
  let serverErrors = 0;
  for (const entry of services.store.requestLog.all()) {
    if (entry.at < now - MINUTE_MS || entry.organization_id !== organization) continue;
    count += 1;
    if (entry.status >= 500) serverErrors += 1;
  }
  return { per_minute: count, error_rate: count ? Math.round((serverErrors / count) * 1000) / 10 : null };
}

export const systemOverviewHandlers: ApiHandlers = {
  getSystemOverview: ({ auth, services, query }) => {
    const { store } = services;
    const divisions = new Set(auth.divisions(query.division_id));
    const devices = { online: 0, offline: 0, error: 0 };
    const inDivisions = new Set<number>();
    for (const device of store.data.devices) {
      if (!divisions.has(device.division.id)) continue;
      inDivisions.add(device.id);
      // Decommissioned devices are off on purpose: counting them offline would hide real outages.
      if (device.service_status === 'in_service') devices[device.status] += 1;
    }
    const calls = [...services.deviceLink.calls.meetings.values()].filter((m) => isOpen(m) && inDivisions.has(m.device_id)).length;
    const monitors = { active: 0, paused: 0 };
    for (const monitor of store.data.monitors) {
      if (divisions.has(monitor.division_id) && (monitor.status === 'active' || monitor.status === 'paused')) monitors[monitor.status] += 1;
    }
    const now = Date.now();
    return {
      devices,
      calls: { active: calls },
      monitors,
      realtime: { connections: ownsRealtime(services) ? services.hub.subscriberCount(hospitalChannel(auth.user.hospital_id)) : null },
      requests: requestsOfLastMinute(services, auth.user.organization_id, now),
      generated_at: new Date(now).toISOString(),
    };
  },
};
