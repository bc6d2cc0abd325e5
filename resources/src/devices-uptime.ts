// Devices Uptime (shell §2 route table: /monitoring/devices-uptime): each video device's uptime over
// the last 24 hours or 7 days, its outages, last change and status now, computed from the status
// changes the simulator records. One row per device and window; the Window filter picks one.
// View AuditLog, as the rest of the Monitoring area: the page is a history of recorded events
// (see the note in simulator/src/api/devices-uptime.ts).
import { deviceStatus, deviceStatusTones } from './labels/video-device.ts';
import { uptimeWindow } from './labels/monitoring.ts';
import { defineResource } from './types.ts';

export const devicesUptime = defineResource({
  key: 'devices_uptime',
  schema: 'DeviceUptime',
  plural: 'DevicesUptime',
  labels: { singular: 'Device Uptime', plural: 'Devices Uptime' },
  api: { base: '/devices_uptime', operations: ['list', 'exportCsv'] },
  permission: { resource: 'AuditLog' },
  title: (u) => ({ text: u.name }),
  columns: [
    { id: 'name', header: 'Device', value: (u) => u.name, size: 240 },
    { id: 'status', header: 'Status', value: (u) => u.status, format: { kind: 'tag', labels: deviceStatus, tones: deviceStatusTones }, size: 110 },
    { id: 'uptime_percent', header: 'Uptime %', value: (u) => u.uptime_percent, size: 110 },
    { id: 'outages', header: 'Outages', value: (u) => u.outages, size: 100 },
    { id: 'last_change_at', header: 'Last Change', value: (u) => u.last_change_at, format: { kind: 'datetime' }, size: 190 },
    { id: 'window', header: 'Window', value: (u) => u.window, format: { kind: 'enum', labels: uptimeWindow }, size: 140 },
    { id: 'room', header: 'Room', value: (u) => u.room, size: 120 },
    { id: 'division', header: 'Division', value: (u) => u.division.name, size: 150 },
    { id: 'observed_since', header: 'Observed Since', value: (u) => u.observed_since, format: { kind: 'datetime' }, size: 190, hidden: true },
    { id: 'video_device_id', header: 'Device ID', value: (u) => u.video_device_id, size: 100, hidden: true },
  ],
  filters: [
    { id: 'window', label: 'Window', kind: 'ENUM', options: { enum: uptimeWindow } },
    { id: 'name', label: 'Device', kind: 'TEXT' },
    { id: 'status', label: 'Status', kind: 'ENUM', options: { enum: deviceStatus } },
  ],
  defaultFilters: { window: ['24h'] },
  defaultSort: { field: 'uptime_percent', direction: 'asc' },
  form: [],
  routes: { base: '/monitoring/devices-uptime', name: 'monitoring.devices-uptime', variants: ['list'], trail: [{ label: 'Monitoring' }] },
});
