// Finding a device, a patient or a patient monitor for a caller: unknown ids are 404, records of a division
// that is not the caller's are 403 division_forbidden (the same answers as joining a visit).
import { ApiError } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Services } from '../services.ts';
import type { Patient, PatientMonitor, VideoDevice } from '../store/types.ts';

export function deviceForCaller(auth: AuthContext, services: Services, id: number): VideoDevice {
  const device = services.store.devicesById.get(id);
  if (!device) throw new ApiError(404, `Video device ${id} not found`, 'not_found');
  if (!auth.user.division_ids.includes(device.division.id)) throw new ApiError(403, `Video device ${device.name} is not in one of your divisions`, 'division_forbidden');
  return device;
}

export function patientForCaller(auth: AuthContext, services: Services, id: number): Patient {
  const patient = services.store.data.patients.find((p) => p.id === id);
  if (!patient) throw new ApiError(404, `Patient ${id} not found`, 'not_found');
  if (!auth.user.division_ids.includes(patient.division_id)) throw new ApiError(403, 'The patient is not in one of your divisions', 'division_forbidden');
  return patient;
}

export function monitorForCaller(auth: AuthContext, services: Services, id: number): PatientMonitor {
  const monitor = services.store.data.monitors.find((m) => m.id === id);
  if (!monitor) throw new ApiError(404, `Patient monitor ${id} not found`, 'not_found');
  if (!auth.user.division_ids.includes(monitor.division_id)) throw new ApiError(403, 'The patient monitor is not in one of your divisions', 'division_forbidden');
  return monitor;
}

/** The device could not be told because no emulator (no device link) holds it. */
export function notConnected(device: VideoDevice): ApiError {
  return new ApiError(409, `Video device ${device.name} is not connected`, 'device_not_connected');
}

/** The device's PTZ camera was asked for, but it has none. */
export function ptzNotEnabled(device: VideoDevice): ApiError {
  return new ApiError(409, `Video device ${device.name} has no PTZ camera`, 'ptz_not_enabled');
}

/** A patient monitor that is not stopped is running, and keeps its device in use. */
export const isRunning = (monitor: PatientMonitor): boolean => monitor.status !== 'stopped';

/** A device is in use while one of its patient monitors is running. */
export function inUse(monitors: PatientMonitor[] | undefined): boolean {
  return monitors?.some(isRunning) ?? false;
}
