// Finding a device, a patient or a patient monitor for a caller. A record of a division that is not
// the caller's answers exactly as one that does not exist (404, with only the id the caller sent), so
// ids of other divisions and organisations cannot be probed and no error names what is behind them.
import { ApiError } from '../api-error.ts';
import { groupGrants, inScope, roomPlace } from '../auth/access.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Services } from '../services.ts';
import type { Store } from '../store/store.ts';
import type { Patient, PatientMonitor, VideoDevice } from '../store/types.ts';

function visible<T>(auth: AuthContext, record: T | undefined, divisionOf: (record: T) => number): record is T {
  return record !== undefined && auth.user.division_ids.includes(divisionOf(record));
}

export function deviceForCaller(auth: AuthContext, services: Services, id: number): VideoDevice {
  const device = services.store.devicesById.get(id);
  if (!visible(auth, device, (d) => d.division.id)) throw new ApiError(404, `Video device ${id} not found`, 'not_found');
  return device;
}

/** A patient of the caller's scope: their divisions, or a room a group of theirs gives (auth/access.ts). */
export function patientForCaller(auth: AuthContext, services: Services, id: number): Patient {
  const { store } = services;
  const patient = store.data.patients.find((p) => p.id === id);
  if (!patient || !inScope(auth.user.division_ids, groupGrants(store, auth.user.id), roomPlace(store, patient.division_id, patient.room_id))) throw new ApiError(404, `Patient ${id} not found`, 'not_found');
  return patient;
}

export function monitorForCaller(auth: AuthContext, services: Services, id: number): PatientMonitor {
  const monitor = services.store.data.monitors.find((m) => m.id === id);
  if (!visible(auth, monitor, (m) => m.division_id)) throw new ApiError(404, `Patient monitor ${id} not found`, 'not_found');
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

/**
 * The device a video visit with the patient joins without asking: their running monitor's (the
 * room's camera it watches). With none, the overlay offers the device picker instead.
 */
export function visitDeviceOf(store: Store, patientId: number): VideoDevice | undefined {
  const running = store.data.monitors.find((m) => m.patient_id === patientId && isRunning(m) && m.video_device_id !== null);
  return running?.video_device_id ? store.devicesById.get(running.video_device_id) : undefined;
}
