// Video devices (live video spec, Video devices table; the edit page's fields).
import type { components } from '@bedside/openapi/api';
import { deviceKind, deviceStatus, deviceStatusTones, serviceStatus, wifiSignalText } from './labels/video-device.ts';
import { defineResource } from './types.ts';

type Metrics = components['schemas']['DeviceMetrics'];
const metric = (d: { state: { metrics?: Metrics } }): Metrics => d.state.metrics ?? {};

export const videoDevices = defineResource({
  key: 'video_devices',
  schema: 'VideoDevice',
  plural: 'VideoDevices',
  labels: { singular: 'Video Device', plural: 'Video Devices' },
  api: { base: '/video_devices', operations: ['list', 'get', 'update', 'exportCsv', 'dropdown', 'revisions'] },
  permission: { resource: 'VideoDevice' },
  title: (d) => ({ text: d.name }),
  columns: [
    { id: 'status', header: 'Status', value: (d) => d.status, format: { kind: 'tag', labels: deviceStatus, tones: deviceStatusTones }, size: 110 },
    { id: 'name', header: 'Name', value: (d) => d.name, format: { kind: 'link' }, size: 220 },
    { id: 'id', header: 'ID', value: (d) => d.id, size: 80 },
    { id: 'kind', header: 'Type', value: (d) => d.kind, format: { kind: 'enum', labels: deviceKind }, size: 150 },
    { id: 'room', header: 'Room', value: (d) => d.room?.name },
    { id: 'version', header: 'Version', value: (d) => d.version, size: 100 },
    { id: 'pending_software_update', header: 'Update', value: (d) => d.state.pending_software_update, size: 100 },
    { id: 'state_updated_at', header: 'State Updated', value: (d) => d.state_updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'service_status', header: 'Service Status', value: (d) => d.service_status, format: { kind: 'enum', labels: serviceStatus } },
    { id: 'ip_address', header: 'IP Address', value: (d) => d.ip_address },
    { id: 'serial_number', header: 'Serial #', value: (d) => d.serial_number, size: 170 },
    { id: 'mac_address', header: 'MAC Address', value: (d) => d.mac_address, size: 170 },
    { id: 'frame_upload_interval', header: 'Frame Upload Interval', value: (d) => d.state.frame_upload_interval, hidden: true },
    { id: 'kiosk_mode', header: 'Kiosk Mode', value: (d) => d.state.kiosk_mode, hidden: true },
    { id: 'video_encoder_profile_name', header: 'Video Profile', value: (d) => d.config.webrtc?.primary_camera?.video_encoder_profile_name, hidden: true },
    { id: 'network_interface', header: 'Network Interface', value: (d) => d.network_interface, hidden: true },
    { id: 'wifi_country_code', header: 'WiFi Country', value: (d) => metric(d).wifi_country_code, hidden: true },
    { id: 'wifi_dfs_channels_disabled', header: 'WiFi DFS Disabled', value: (d) => metric(d).wifi_dfs_channels_disabled, hidden: true },
    { id: 'wifi_frequency', header: 'WiFi Frequency', value: (d) => (metric(d).wifi_frequency != null ? `${metric(d).wifi_frequency} MHz` : null), hidden: true },
    { id: 'wifi_signal_strength', header: 'WiFi Signal', value: (d) => wifiSignalText(d.state.metrics), size: 160, hidden: true },
    { id: 'description', header: 'Device Description', value: (d) => d.description, hidden: true },
    { id: 'hospital_name', header: 'Hospital Name', value: (d) => d.hospital_name, hidden: true },
  ],
  filters: [
    { id: 'name', label: 'Name', kind: 'TEXT' },
    { id: 'id', label: 'ID', kind: 'NUMBER' },
    { id: 'status', label: 'Status', kind: 'ENUM', options: { enum: deviceStatus } },
    { id: 'kind', label: 'Type', kind: 'ENUM', options: { enum: deviceKind } },
    { id: 'service_status', label: 'Service Status', kind: 'ENUM', options: { enum: serviceStatus } },
    { id: 'room', label: 'Room', kind: 'AUTOCOMPLETE', options: { dropdown: 'room' }, dynamic: true },
    { id: 'version', label: 'Version', kind: 'AUTOCOMPLETE', options: { dropdown: 'version' } },
    { id: 'serial_number', label: 'Serial #', kind: 'TEXT' },
    { id: 'state_updated_on', label: 'State Updated', kind: 'DATE', value: (d) => d.state_updated_at },
    { id: 'state_updated_at', label: 'State Updated', kind: 'DATETIMERANGE' },
    { id: 'credentials_generated_at', label: 'Credentials Generated', kind: 'DATERANGE', value: (d) => d.credentials_generated_at },
  ],
  // Accepted by the API but not offered by the table: the simulator's spec implements them.
  serverFilters: ['ip_address', 'mac_address', 'in_use'],
  defaultFilters: { service_status: ['in_service'], kind: ['fixed', 'mobilecart', 'mobile3rdparty'] },
  defaultSort: { field: 'status', direction: 'asc' },
  customFields: 'video_device',
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    { name: 'room_id', label: 'Room', input: 'select', options: { dropdown: 'room' }, from: (d) => d.room?.id ?? null },
    { name: 'kind', label: 'Type', input: 'select', options: { enum: deviceKind }, rules: [{ rule: 'required' }] },
    { name: 'service_status', label: 'Service Status', input: 'select', options: { enum: serviceStatus }, rules: [{ rule: 'required' }] },
    { name: 'description', label: 'Device Description', input: 'textarea', rules: [{ rule: 'lengthLessThan', max: 500 }] },
  ],
  routes: { base: '/hospital/video_devices', name: 'hospital.video_devices', variants: ['list', 'view', 'edit'], trail: [{ label: 'Hospital' }] },
  menu: { admin: 'Hospitals', keywords: ['cameras', 'carts'] },
});
