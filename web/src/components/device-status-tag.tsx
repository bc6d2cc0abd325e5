import type { components } from '@bedside/openapi/api';
import { deviceStatus, deviceStatusTones } from '@bedside/resources';
import { StatusTag } from './status-tag';

type DeviceStatus = components['schemas']['DeviceStatus'];

export function DeviceStatusTag({ status }: { status: DeviceStatus }) {
  return <StatusTag tone={deviceStatusTones[status]} status={status}>{deviceStatus.text[status]}</StatusTag>;
}
