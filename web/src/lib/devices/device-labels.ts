// What a person reads for a device's enum values. Each map is keyed by the contract's generated
// type, so a value the contract adds or drops fails the typecheck here instead of showing raw.
import type { components } from '@bedside/openapi/api';

type Schemas = components['schemas'];

export const deviceKindLabels: Record<Schemas['DeviceKind'], string> = {
  fixed: 'Fixed',
  mobilecart: 'Mobile Cart',
  mobile3rdparty: 'Mobile 3rd Party',
  trainingvideo: 'Training Video',
};

export const serviceStatusLabels: Record<Schemas['ServiceStatus'], string> = {
  in_service: 'In Service',
  decommissioned: 'Decommissioned',
};

export const deviceStatusLabels: Record<Schemas['DeviceStatus'], string> = {
  online: 'Online',
  offline: 'Offline',
  error: 'Error',
};

export const frameProcessingLabels: Record<Schemas['FrameProcessing'], string> = {
  off: 'Off',
  upload: 'Upload',
  upload_and_pipeline: 'Upload and Pipeline',
};

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

/** Select or filter choices of a label map: the contract's values with their labels. */
export function labelOptions<T extends string>(labels: Record<T, string>): { value: T; label: string }[] {
  return (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
}
