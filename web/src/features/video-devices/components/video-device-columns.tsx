// Columns and filters of the video devices table (live video spec, Video devices table).
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn, FilterDefinition, Filters, Sort } from '../../../components/data-table/types';
import { deviceKind, deviceStatus, serviceStatus, wifiSignalText } from '@bedside/resources';
import { formatDateTime, type DateFormatSettings } from '../../../lib/format/date-format';
import type { CustomField } from '../api/list-custom-fields';
import type { VideoDevice } from '../api/list-video-devices';
import { listVideoDevicesDropdown } from '../api/list-video-device-dropdown';
import { DeviceStatusTag } from '../../../components/device-status-tag';

// Typed by the contract, so the spec's defaults cannot name a value the API does not have.
const defaultServiceStatuses: VideoDevice['service_status'][] = ['in_service'];
const defaultKinds: VideoDevice['kind'][] = ['fixed', 'mobilecart', 'mobile3rdparty'];
export const defaultFilters: Filters = { service_status: defaultServiceStatuses, kind: defaultKinds };
export const defaultSort: Sort = { field: 'status', direction: 'asc' };

type Column = DataTableColumn<VideoDevice>;
const metric = (d: VideoDevice) => d.state.metrics ?? {};

export function videoDeviceColumns(
  { deviceHref, dates, customFields }: { deviceHref: (id: number) => string; dates: DateFormatSettings; customFields: readonly CustomField[] },
): Column[] {
  const shown: Column[] = [
    { id: 'status', header: 'Status', value: (d) => d.status, cell: (d) => <DeviceStatusTag status={d.status} />, size: 110 },
    { id: 'name', header: 'Name', value: (d) => d.name, size: 220, cell: (d) => <Anchor component={Link} to={deviceHref(d.id)} size="sm">{d.name}</Anchor> },
    { id: 'id', header: 'ID', value: (d) => d.id, size: 80 },
    { id: 'kind', header: 'Type', value: (d) => deviceKind.text[d.kind], size: 150 },
    { id: 'room', header: 'Room', value: (d) => d.room?.name },
    { id: 'version', header: 'Version', value: (d) => d.version, size: 100 },
    { id: 'pending_software_update', header: 'Update', value: (d) => d.state.pending_software_update, size: 100 },
    { id: 'state_updated_at', header: 'State Updated', value: (d) => (d.state_updated_at ? formatDateTime(d.state_updated_at, dates) : null), size: 180 },
    { id: 'service_status', header: 'Service Status', value: (d) => serviceStatus.text[d.service_status] },
    { id: 'ip_address', header: 'IP Address', value: (d) => d.ip_address },
    { id: 'serial_number', header: 'Serial #', value: (d) => d.serial_number, size: 170 },
    { id: 'mac_address', header: 'MAC Address', value: (d) => d.mac_address, size: 170 },
  ];
  const hidden: Column[] = [
    { id: 'frame_upload_interval', header: 'Frame Upload Interval', value: (d) => d.state.frame_upload_interval },
    { id: 'kiosk_mode', header: 'Kiosk Mode', value: (d) => d.state.kiosk_mode },
    { id: 'video_encoder_profile_name', header: 'Video Profile', value: (d) => d.config.webrtc?.primary_camera?.video_encoder_profile_name },
    { id: 'network_interface', header: 'Network Interface', value: (d) => d.network_interface },
    { id: 'wifi_country_code', header: 'WiFi Country', value: (d) => metric(d).wifi_country_code },
    { id: 'wifi_dfs_channels_disabled', header: 'WiFi DFS Disabled', value: (d) => metric(d).wifi_dfs_channels_disabled },
    { id: 'wifi_frequency', header: 'WiFi Frequency', value: (d) => (metric(d).wifi_frequency != null ? `${metric(d).wifi_frequency} MHz` : null) },
    { id: 'wifi_signal_strength', header: 'WiFi Signal', value: (d) => wifiSignalText(d.state.metrics), size: 160 },
    { id: 'description', header: 'Device Description', value: (d) => d.description },
    { id: 'hospital_name', header: 'Hospital Name', value: (d) => d.hospital_name },
    ...customFields.map((f): Column => ({ id: `custom_fields.${f.key}`, header: f.label, value: (d) => d.custom_fields?.[f.key] })),
  ];
  return [...shown, ...hidden.map((c) => ({ ...c, hiddenByDefault: true }))];
}

const textOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function videoDeviceFilters(customFields: readonly CustomField[]): FilterDefinition[] {
  return [
    { id: 'name', label: 'Name', type: 'TEXT' },
    { id: 'id', label: 'ID', type: 'NUMBER' },
    { id: 'status', label: 'Status', type: 'ENUM', options: deviceStatus.options },
    { id: 'kind', label: 'Type', type: 'ENUM', options: deviceKind.options },
    { id: 'service_status', label: 'Service Status', type: 'ENUM', options: serviceStatus.options },
    { id: 'room', label: 'Room', type: 'AUTOCOMPLETE', dynamic: true, loadOptions: (division) => listVideoDevicesDropdown('room', division) },
    { id: 'version', label: 'Version', type: 'AUTOCOMPLETE', loadOptions: (division) => listVideoDevicesDropdown('version', division) },
    { id: 'serial_number', label: 'Serial #', type: 'TEXT' },
    { id: 'state_updated_on', label: 'State Updated', type: 'DATE' },
    { id: 'state_updated_at', label: 'State Updated', type: 'DATETIMERANGE' },
    { id: 'credentials_generated_at', label: 'Credentials Generated', type: 'DATERANGE' },
    ...customFields.map((f): FilterDefinition => (f.options?.length
      ? { id: `custom_fields.${f.key}`, label: f.label, type: 'AUTOCOMPLETE', options: textOptions(f.options) }
      : { id: `custom_fields.${f.key}`, label: f.label, type: 'TEXT' })),
  ];
}
