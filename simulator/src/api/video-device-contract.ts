// A stored device as the contract serves it: internal fields removed, and its patient monitors
// read from the monitors themselves (a stored device keeps no copy of them that could go stale).
import type { components } from '@bedside/openapi/api';
import type { Store } from '../store/store.ts';
import type { PatientMonitor, VideoDevice } from '../store/types.ts';

type ContractDevice = components['schemas']['VideoDevice'];
type CallDevice = components['schemas']['CallDevice'];

function contractDevice({ hospital_id: _h, seeded_status: _s, ...device }: VideoDevice, monitors: PatientMonitor[]): ContractDevice {
  return { ...device, patient_monitors: monitors.map((m) => ({ id: m.id, status: m.status, room_name: device.room?.name ?? null })) };
}

export function toContractDevices(store: Store, devices: VideoDevice[]): ContractDevice[] {
  const monitors = store.monitorsByDevice();
  return devices.map((device) => contractDevice(device, monitors.get(device.id) ?? []));
}

export function toContractDevice(store: Store, device: VideoDevice): ContractDevice {
  return contractDevice(device, store.data.monitors.filter((m) => m.video_device_id === device.id));
}

/**
 * A device as a video visit uses it (the picker, a patient's device): the fields the visit reads,
 * none of the devices screen's network identifiers, serial number or version (least data).
 */
export function toCallDevice(device: VideoDevice): CallDevice {
  const metrics = device.state.metrics;
  const { tv, device: settings } = device.config;
  return {
    id: device.id,
    name: device.name,
    kind: device.kind,
    status: device.status,
    room: device.room,
    division: device.division,
    ptz_enabled: device.ptz_enabled,
    credentials_generated_at: device.credentials_generated_at,
    state: {
      kiosk_mode: device.state.kiosk_mode,
      ...(metrics ? { metrics: { wifi_signal_state: metrics.wifi_signal_state, wifi_signal_strength: metrics.wifi_signal_strength } } : {}),
    },
    config: { ...(tv ? { tv } : {}), ...(settings ? { device: settings } : {}) },
  };
}
