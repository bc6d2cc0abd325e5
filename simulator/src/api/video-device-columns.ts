// The video devices table's columns as the server knows them: the sort keys of GET /video_devices
// and the columns of the CSV export, with the titles the table shows.
import type { CustomField, VideoDevice } from '../store/types.ts';

export type CellValue = string | number | boolean | null;

export interface DeviceColumn {
  id: string;
  title: string;
  value: (device: VideoDevice) => CellValue;
}

const metric = <K extends keyof NonNullable<VideoDevice['state']['metrics']>>(key: K) =>
  (d: VideoDevice) => d.state.metrics?.[key] ?? null;

export const deviceColumns: DeviceColumn[] = [
  { id: 'status', title: 'Status', value: (d) => d.status },
  { id: 'name', title: 'Name', value: (d) => d.name },
  { id: 'id', title: 'ID', value: (d) => d.id },
  { id: 'kind', title: 'Type', value: (d) => d.kind },
  { id: 'room', title: 'Room', value: (d) => d.room?.name ?? null },
  { id: 'version', title: 'Version', value: (d) => d.version },
  { id: 'pending_software_update', title: 'Update', value: (d) => d.state.pending_software_update ?? null },
  { id: 'state_updated_at', title: 'State Updated', value: (d) => d.state_updated_at },
  { id: 'service_status', title: 'Service Status', value: (d) => d.service_status },
  { id: 'ip_address', title: 'IP Address', value: (d) => d.ip_address },
  { id: 'serial_number', title: 'Serial #', value: (d) => d.serial_number },
  { id: 'mac_address', title: 'MAC Address', value: (d) => d.mac_address },
  { id: 'frame_upload_interval', title: 'Frame Upload Interval', value: (d) => d.state.frame_upload_interval ?? null },
  { id: 'kiosk_mode', title: 'Kiosk Mode', value: (d) => d.state.kiosk_mode ?? null },
  { id: 'video_encoder_profile_name', title: 'Video Profile', value: (d) => d.config.webrtc?.primary_camera?.video_encoder_profile_name ?? null },
  { id: 'network_interface', title: 'Network Interface', value: (d) => d.network_interface },
  { id: 'wifi_country_code', title: 'WiFi Country', value: metric('wifi_country_code') },
  { id: 'wifi_dfs_channels_disabled', title: 'WiFi DFS Disabled', value: metric('wifi_dfs_channels_disabled') },
  { id: 'wifi_frequency', title: 'WiFi Frequency', value: metric('wifi_frequency') },
  { id: 'wifi_signal_strength', title: 'WiFi Signal', value: metric('wifi_signal_strength') },
  { id: 'description', title: 'Device Description', value: (d) => d.description },
  { id: 'hospital_name', title: 'Hospital Name', value: (d) => d.hospital_name },
];

export const defaultColumnIds = deviceColumns.slice(0, 12).map((c) => c.id);

/** Every column including the custom fields of model video_device (ids custom_fields.<key>). */
export function allDeviceColumns(customFields: CustomField[]): DeviceColumn[] {
  return [
    ...deviceColumns,
    ...customFields.filter((f) => f.model === 'video_device').map((f) => ({
      id: `custom_fields.${f.key}`,
      title: f.label,
      value: (d: VideoDevice) => d.custom_fields?.[f.key] ?? null,
    })),
  ];
}

/** What a cell shows (and the CSV holds): N/A for a missing value, Yes/No for a flag. */
export function displayValue(value: CellValue): string {
  if (value === null || value === '') return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
