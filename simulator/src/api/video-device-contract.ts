// A stored device as the contract serves it: internal fields removed, and its patient monitors
// read from the monitors themselves (a stored device keeps no copy of them that could go stale).
import type { components } from '@bedside/openapi/api';
import type { Store } from '../store/store.ts';
import type { PatientMonitor, VideoDevice } from '../store/types.ts';

type ContractDevice = components['schemas']['VideoDevice'];

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
