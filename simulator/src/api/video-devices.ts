// /video_devices: the table page (filtered, sorted, paged), the filter dropdowns, and the other
// video device operations gathered from their own files.
import type { ApiHandlers } from './types.ts';
import { toContractDevices } from './video-device-contract.ts';
import { videoDeviceCsvHandlers } from './video-device-csv.ts';
import { videoDeviceEditHandlers } from './video-device-edit.ts';
import { queryDevices } from './video-device-query.ts';


export const videoDeviceHandlers: ApiHandlers = {
  listVideoDevices: ({ auth, services, query }) => {
    const perPage = query.per_page ?? 10;
    const page = query.page ?? 1;
    const rows = queryDevices({ auth, services }, query);
    return {
      results: toContractDevices(services.store, rows.slice((page - 1) * perPage, page * perPage)),
      metadata: { count: rows.length, per_page: perPage, page },
    };
  },
  listVideoDevicesDropdown: ({ auth, services, query }) => {
    const divisions = new Set(auth.divisions(query.division_id));
    if (query.field === 'room') {
      return services.store.data.rooms.filter((r) => divisions.has(r.division_id))
        .map((r) => ({ key: String(r.id), value: r.name }))
        .sort((a, b) => a.value.localeCompare(b.value));
    }
    const versions = new Set<string>();
    for (const d of services.store.data.devices) if (d.version && divisions.has(d.division.id)) versions.add(d.version);
    return [...versions].sort().map((name) => ({ name }));
  },
  ...videoDeviceEditHandlers,
  ...videoDeviceCsvHandlers,
};
