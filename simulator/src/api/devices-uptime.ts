// Devices Uptime on the generic collection: one row per video device and window (24 h, 7 d),
// computed on each call from the status changes the store records (store/device-status-history.ts),
// division-scoped like the devices themselves.
// Permission View AuditLog rather than View VideoDevice: the page is a history of recorded events,
// as Logs is, in the Monitoring area whose screens shell §6 puts under View AuditLog; clinical
// staff with View VideoDevice see each device's status now on the devices table already.
import { devicesUptime } from '@bedside/resources';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import { uptimeOf } from '../store/device-status-history.ts';
import type { VideoDevice } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

type UptimeWindow = '24h' | '7d';
const WINDOW_MS: Record<UptimeWindow, number> = { '24h': 24 * 3_600_000, '7d': 7 * 24 * 3_600_000 };

/** A row's record: a device over one window. Row ids: 2 × device id − 1 for 24 h, 2 × device id for 7 d. */
interface DeviceWindow { id: number; device: VideoDevice; window: UptimeWindow }

export const deviceUptimeSpec: ResourceSpec<'DeviceUptime', 'DevicesUptime', DeviceWindow> = {
  descriptor: devicesUptime,
  records: (store) => store.data.devices.flatMap((device): DeviceWindow[] => [
    { id: device.id * 2 - 1, device, window: '24h' },
    { id: device.id * 2, device, window: '7d' },
  ]),
  toRows: ({ services: { store } }, recs) => {
    const history = store.deviceStatus.byDevice();
    const now = Date.now();
    return recs.map(({ id, device, window }) => ({
      id,
      video_device_id: device.id,
      name: device.name,
      division: device.division,
      room: device.room?.name ?? null,
      window,
      status: device.status,
      ...uptimeOf(history.get(device.id) ?? [], WINDOW_MS[window], now),
    }));
  },
};

export const deviceUptimeHandlers: ApiHandlers = resourceHandlers(deviceUptimeSpec);
