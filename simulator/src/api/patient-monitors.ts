// Patient monitors on the generic collection: what is theirs alone. A monitor ties an admitted
// patient to an in-service device of the division (the room follows the device), and a device has
// at most one monitor that is not stopped. Every write adds to the monitor's event log and is
// published as monitor-updated on the hospital channel of the monitor's division. Start, pause,
// resume and stop are in patient-monitor-actions.ts.
import { patientMonitors } from '@bedside/resources';
import { badRequest, type ApiError } from '../api-error.ts';
import { Collection } from '../resources/collection.ts';
import type { Ctx, ResourceSpec, Revision } from '../resources/spec.ts';
import { divisionChannel } from '../realtime/channels.ts';
import type { Store } from '../store/store.ts';
import type { MonitorEvent, PatientMonitor, VideoDevice } from '../store/types.ts';
import { isRunning } from './device-access.ts';
import { toMonitorRows } from './patient-monitor-rows.ts';

const invalid = (field: string, rule: string, message: string): ApiError =>
  badRequest(`body.patient_monitor.${field}`, rule, message, `Invalid patient monitor: ${message}`);

/** Appends to the monitor's event log, by the caller (null for the seed and the system). */
export function logEvent({ auth, services }: Ctx, monitor: PatientMonitor, kind: MonitorEvent['kind'], reason: string | null = null): void {
  services.store.data.monitorEvents.push({
    id: services.store.nextId('monitorEvents'), patient_monitor_id: monitor.id, kind, reason, username: auth.user.name, created_at: new Date().toISOString(),
  });
}

/** The running monitor of a device other than `self`, if any. */
export const runningOn = (store: Store, deviceId: number, self?: PatientMonitor) =>
  store.data.monitors.find((m) => m !== self && m.video_device_id === deviceId && isRunning(m));

/** A device a monitor of this division may use: of the division and in service. */
function deviceOf(store: Store, deviceId: number, divisionId: number): VideoDevice {
  const device = store.devicesById.get(deviceId);
  const division = store.divisionsById.get(divisionId);
  if (!device || device.division.id !== divisionId) throw invalid('video_device_id', 'division', `video device ${deviceId} is not a device of ${division?.name ?? 'the division'}`);
  if (device.service_status !== 'in_service') throw invalid('video_device_id', 'in_service', `${device.name} is decommissioned`);
  return device;
}

/** A device has at most one monitor that is not stopped. */
function checkFree(store: Store, device: VideoDevice, self?: PatientMonitor): void {
  if (runningOn(store, device.id, self)) throw invalid('video_device_id', 'free', `${device.name} already has a monitor that is not stopped`);
}

// The create record of a seeded monitor is derived, not stored.
function seededCreate(monitor: PatientMonitor): Revision {
  return {
    id: 0,
    action: 'create',
    audited_changes: { patient_id: monitor.patient_id, video_device_id: monitor.video_device_id },
    username: 'System',
    created_at: monitor.created_at,
  };
}

/**
 * monitor-updated on the channel of the monitor's division, so every open list, page and picker of
 * it refreshes. It names the patient and device: on the hospital channel every other division heard of them.
 */
async function publishUpdated({ services }: Ctx, monitor: PatientMonitor): Promise<void> {
  const hospitalId = services.store.divisionsById.get(monitor.division_id)?.hospital_id;
  if (hospitalId === undefined) return;
  try {
    await services.publisher.publish(divisionChannel(hospitalId, monitor.division_id), 'monitor-updated', {
      patient_monitor_id: monitor.id, status: monitor.status, patient_id: monitor.patient_id, video_device_id: monitor.video_device_id,
    });
  } catch {
    // The change is made and stored; a realtime outage must not turn it into an error. Clients
    // read the monitor afresh when their socket reconnects.
  }
}

const contains = (text: string, q: string | undefined) => !q || text.toLowerCase().includes(q.toLowerCase());

export const patientMonitorSpec: ResourceSpec<'PatientMonitor', 'PatientMonitors', PatientMonitor> = {
  descriptor: patientMonitors,
  records: (store) => store.data.monitors,
  toRows: ({ services }, recs) => toMonitorRows(services.store, recs),
  create: (ctx, input, divisionId) => {
    const { store } = ctx.services;
    const patient = store.data.patients.find((p) => p.id === input.patient_id);
    if (!patient || patient.division_id !== divisionId || patient.status !== 'active') {
      throw invalid('patient_id', 'admitted', `patient ${input.patient_id} is not an admitted patient of ${store.divisionsById.get(divisionId)?.name ?? 'the division'}`);
    }
    // video_device_id is there: the form's required rule ran first.
    const device = deviceOf(store, input.video_device_id ?? 0, divisionId);
    checkFree(store, device);
    const now = new Date().toISOString();
    const monitor: PatientMonitor = {
      id: store.nextId('monitors'), patient_id: patient.id, video_device_id: device.id, division_id: divisionId, status: 'pending',
      monitor_started_at: null, monitor_ended_at: null, pause_reason: null, created_at: now, updated_at: now,
    };
    store.data.monitors.push(monitor);
    logEvent(ctx, monitor, 'created', device.name);
    return monitor;
  },
  update: (ctx, monitor, input, edit) => {
    const { store } = ctx.services;
    if (input.patient_id !== undefined && input.patient_id !== monitor.patient_id) {
      throw invalid('patient_id', 'fixed', 'a monitor’s patient cannot change; stop it and create another');
    }
    if (input.video_device_id === undefined || input.video_device_id === monitor.video_device_id) return;
    const device = deviceOf(store, input.video_device_id, monitor.division_id);
    // A stopped monitor may name a busy device: starting it is refused while the device is in use.
    if (isRunning(monitor)) checkFree(store, device, monitor);
    const before = monitor.video_device_id === null ? undefined : store.devicesById.get(monitor.video_device_id);
    // The revision shows device and room names, as a person reads them.
    edit.note('video_device', before?.name ?? null, device.name);
    edit.note('room', before?.room?.name ?? null, device.room?.name ?? null);
    monitor.video_device_id = device.id;
    monitor.updated_at = new Date().toISOString();
    logEvent(ctx, monitor, 'moved', device.name);
    // Whoever watched this patient through the old camera no longer can (another may be in that room
    // now): those sessions end; a wall tile joins again, on the new camera. A stopped monitor has none,
    // and the camera may watch another patient by now, whose sessions go on.
    if (before && isRunning(monitor)) ctx.services.deviceLink.calls.endMonitoring(before.id, monitor.patient_id);
  },
  dropdowns: {
    room: ({ services }, divisions, q) => services.store.data.rooms
      .filter((r) => divisions.has(r.division_id) && contains(r.name, q))
      .map((r) => ({ key: String(r.id), value: r.name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    patient: ({ services }, divisions, q) => services.store.data.patients
      .filter((p) => divisions.has(p.division_id) && p.status === 'active' && (contains(p.display_name, q) || contains(p.mrn, q)))
      .map((p) => ({ key: String(p.id), value: p.display_name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    video_device: ({ services }, divisions, q) => services.store.data.devices
      .filter((d) => divisions.has(d.division.id) && d.service_status === 'in_service' && contains(d.name, q))
      .map((d) => ({ key: String(d.id), value: d.name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
  },
  serverFilters: {
    patient_id: (_ctx, value) => (row) => row.patient.id === value,
    unit_id: ({ services }, value) => (row) => row.room !== null && services.store.roomsById.get(row.room.id)?.unit_id === value,
    assigned_to_me: ({ auth, services }, value) => {
      const mine = new Set(services.store.data.careAssignments.filter((a) => a.user_id === auth.user.id).map((a) => a.patient_id));
      return (row) => value !== true || mine.has(row.patient.id);
    },
  },
  seededCreate,
  auditRef: 'patient_monitor_id',
  afterChange: publishUpdated,
  sample: (store, divisionId) => {
    const patient = store.data.patients.find((p) => p.division_id === divisionId && p.status === 'active');
    const device = store.data.devices.find((d) => d.division.id === divisionId && d.service_status === 'in_service' && d.kind === 'fixed' && !runningOn(store, d.id));
    return { patient_id: patient?.id ?? 0, video_device_id: device?.id ?? 0 };
  },
};

export const patientMonitorCollection = new Collection(patientMonitorSpec);
