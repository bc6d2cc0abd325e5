// Filtering and sorting of video devices, shared by the table page and the CSV export.
import type { operations } from '@bedside/openapi/api';
import { badRequest, type ApiError } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Services } from '../services.ts';
import type { CustomField, PatientMonitor, VideoDevice } from '../store/types.ts';
import { inUse } from './device-access.ts';
import { allDeviceColumns, type CellValue } from './video-device-columns.ts';

type Query = NonNullable<operations['listVideoDevices']['parameters']['query']>;
export type DeviceFilters = NonNullable<Query['filters']>;
export type DeviceOrder = Query['order_by'];

const contains = (value: string | null | undefined, text: string | undefined) =>
  text === undefined || text === '' || (value ?? '').toLowerCase().includes(text.toLowerCase());
const oneOf = <T>(value: T, accepted: T[] | undefined) => !accepted?.length || accepted.includes(value);
const day = (timestamp: string | null) => timestamp?.slice(0, 10) ?? null;

function inRange(value: string | null, range: { from?: string; to?: string } | undefined, toKey: (v: string) => number | string): boolean {
  if (!range || (range.from === undefined && range.to === undefined)) return true;
  if (value === null) return false;
  const v = toKey(value);
  return (range.from === undefined || v >= toKey(range.from)) && (range.to === undefined || v <= toKey(range.to));
}

function badFilter(field: string, message: string): ApiError {
  return badRequest(`query.filters.${field}`, 'filter', message, `Invalid filter: ${message}`);
}

/** Rejects what the contract cannot express: reversed ranges and unknown custom fields. */
function checkFilters(filters: DeviceFilters, fields: CustomField[]): void {
  for (const key of ['state_updated_at', 'credentials_generated_at'] as const) {
    const range = filters[key];
    if (range?.from && range.to && Date.parse(range.from) > Date.parse(range.to)) throw badFilter(key, `${key}.from must not be after ${key}.to`);
  }
  for (const key of Object.keys(filters.custom_fields ?? {})) {
    if (!fields.some((f) => f.key === key)) throw badFilter(`custom_fields.${key}`, `unknown custom field ${key}`);
  }
}

/** `monitors` is built only when the in_use filter needs it (null otherwise). */
function matcher(filters: DeviceFilters, fields: CustomField[], monitors: Map<number, PatientMonitor[]> | null) {
  const custom = Object.entries(filters.custom_fields ?? {}).filter(([, text]) => text !== '');
  return (d: VideoDevice) =>
    contains(d.name, filters.name)
    && (filters.id === undefined || d.id === filters.id)
    && (filters.in_use === undefined || inUse(monitors?.get(d.id)) === filters.in_use)
    && oneOf(d.status, filters.status) && oneOf(d.kind, filters.kind) && oneOf(d.service_status, filters.service_status)
    && contains(d.room?.name, filters.room) && contains(d.version, filters.version)
    && contains(d.ip_address, filters.ip_address) && contains(d.serial_number, filters.serial_number) && contains(d.mac_address, filters.mac_address)
    && (filters.state_updated_on === undefined || day(d.state_updated_at) === filters.state_updated_on)
    && inRange(d.state_updated_at, filters.state_updated_at, Date.parse)
    && inRange(day(d.credentials_generated_at), filters.credentials_generated_at, (v) => v)
    && custom.every(([key, text]) => {
      const value = d.custom_fields?.[key] ?? null;
      const field = fields.find((f) => f.key === key);
      return field?.kind === 'text' || field?.kind === 'textarea' ? contains(value, text) : (value ?? '').toLowerCase() === text.toLowerCase();
    });
}

const sortable = (value: CellValue) => (typeof value === 'string' ? value.toLowerCase() : value);

/** The devices of the caller's divisions matching the filters, in the order asked for. */
export function queryDevices(
  { auth, services }: { auth: AuthContext; services: Services },
  { division_id, filters = {}, order_by }: { division_id?: string; filters?: DeviceFilters; order_by?: DeviceOrder },
): VideoDevice[] {
  const fields = services.store.data.customFields.filter((f) => f.model === 'video_device');
  const field = order_by?.field ?? 'status';
  const column = allDeviceColumns(fields).find((c) => c.id === field);
  if (!column) {
    const message = `order_by.field ${field} is not a column of the video devices table`;
    throw badRequest('query.order_by.field', 'enum', message);
  }
  checkFilters(filters, fields);
  const divisions = new Set(auth.divisions(division_id));
  const matches = matcher(filters, fields, filters.in_use === undefined ? null : services.store.monitorsByDevice());
  const direction = order_by?.direction === 'desc' ? -1 : 1;
  const rows = services.store.data.devices
    .filter((d) => divisions.has(d.division.id) && matches(d))
    .map((device) => ({ device, key: sortable(column.value(device)) }));
  rows.sort((a, b) => {
    // Missing values (N/A) sort last in either direction, as a person reading the table expects.
    if (a.key === b.key) return a.device.id - b.device.id;
    if (a.key === null) return 1;
    if (b.key === null) return -1;
    return (a.key < b.key ? -1 : 1) * direction;
  });
  return rows.map((row) => row.device);
}
