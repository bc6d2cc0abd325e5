import type { components } from '@bedside/openapi/api';
import { deviceStatusLabels } from '../lib/devices/device-labels';
import { StatusTag, type StatusTone } from './status-tag';

type DeviceStatus = components['schemas']['DeviceStatus'];

// Status tag tones (live video spec): online success, offline warning, error danger.
const tones: Record<DeviceStatus, StatusTone> = { online: 'success', offline: 'warning', error: 'danger' };

export function DeviceStatusTag({ status }: { status: DeviceStatus }) {
  return <StatusTag tone={tones[status]} status={status}>{deviceStatusLabels[status]}</StatusTag>;
}
