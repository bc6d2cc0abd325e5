// What a person reads for a device's enum values and Wi-Fi signal.
import type { components } from '@bedside/openapi/api';
import { labels } from '../enum-labels.ts';
import type { Tone } from '../types.ts';

type Schemas = components['schemas'];

export const deviceKind = labels('DeviceKind', {
  fixed: 'Fixed',
  mobilecart: 'Mobile Cart',
  mobile3rdparty: 'Mobile 3rd Party',
  trainingvideo: 'Training Video',
});

export const serviceStatus = labels('ServiceStatus', { in_service: 'In Service', decommissioned: 'Decommissioned' });

export const deviceStatus = labels('DeviceStatus', { online: 'Online', offline: 'Offline', error: 'Error' });

// Status tag tones (live video spec): online success, offline warning, error danger.
export const deviceStatusTones: Readonly<Record<Schemas['DeviceStatus'], Tone>> = { online: 'success', offline: 'warning', error: 'danger' };

export const frameProcessing = labels('FrameProcessing', { off: 'Off', upload: 'Upload', upload_and_pipeline: 'Upload and Pipeline' });

// An inline enum of DeviceMetrics, so not in apiEnums; the Record is still keyed by the contract's type.
type WifiSignalState = NonNullable<Schemas['DeviceMetrics']['wifi_signal_state']>;
const wifiStateLabels: Record<WifiSignalState, string> = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' };

/** "-62 dBm (Good)": the strength with its unit, then the state the device reports; null when neither is known. */
export function wifiSignalText(metrics: Schemas['DeviceMetrics'] | undefined): string | null {
  const strength = metrics?.wifi_signal_strength ?? null;
  const state = metrics?.wifi_signal_state ?? null;
  if (strength === null && state === null) return null;
  const label = state ? wifiStateLabels[state] : null;
  if (strength === null) return label;
  return label ? `${strength} dBm (${label})` : `${strength} dBm`;
}
