// GET /video_devices: devices of the divisions asked for, filtered, sorted and paged.
import type { components, operations } from '@bedside/openapi/api';
import { ApiError } from '../api-error.ts';
import type { VideoDevice } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

type Query = NonNullable<operations['listVideoDevices']['parameters']['query']>;
type Device = components['schemas']['VideoDevice'];

const sortKeys: Record<string, (d: VideoDevice) => string | number | null> = {
  id: (d) => d.id,
  name: (d) => d.name.toLowerCase(),
  status: (d) => d.status,
  kind: (d) => d.kind,
  service_status: (d) => d.service_status,
  room: (d) => d.room?.name ?? null,
  version: (d) => d.version,
  state_updated_at: (d) => d.state_updated_at,
  ip_address: (d) => d.ip_address,
  serial_number: (d) => d.serial_number,
  mac_address: (d) => d.mac_address,
};

function matches(filters: Query['filters'], device: VideoDevice): boolean {
  if (!filters) return true;
  if (filters.name && !device.name.toLowerCase().includes(filters.name.toLowerCase())) return false;
  if (filters.status?.length && !filters.status.includes(device.status)) return false;
  if (filters.kind?.length && !filters.kind.includes(device.kind)) return false;
  if (filters.service_status?.length && !filters.service_status.includes(device.service_status)) return false;
  return true;
}

export function toContractDevice({ hospital_id: _h, seeded_status: _s, ...device }: VideoDevice): Device {
  return device;
}

export const videoDeviceHandlers: ApiHandlers = {
  listVideoDevices: ({ auth, services, query }) => {
    const divisions = new Set(auth.divisions(query.division_id));
    const perPage = query.per_page ?? 10;
    const page = query.page ?? 1;
    const field = query.order_by?.field ?? 'status';
    const key = sortKeys[field];
    if (!key) throw new ApiError(400, `order_by.field must be one of: ${Object.keys(sortKeys).join(', ')}`, 'invalid_request', [{ field: 'query.order_by.field', rule: 'enum', message: `unknown sort field ${field}` }]);
    const direction = query.order_by?.direction === 'desc' ? -1 : 1;
    const rows = services.store.data.devices.filter((d) => divisions.has(d.division.id) && matches(query.filters, d));
    rows.sort((a, b) => {
      const x = key(a);
      const y = key(b);
      // N/A (null) sorts last in either direction, as a person reading the table expects.
      if (x === y) return a.id - b.id;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * direction;
    });
    return {
      results: rows.slice((page - 1) * perPage, page * perPage).map(toContractDevice),
      metadata: { count: rows.length, per_page: perPage, page },
    };
  },
};
