// Start, pause (with a reason), resume and stop, one monitor or several at once, as a transition
// table. Each change is written through the collection (revision, audit entry, monitor-updated)
// and logged as a monitor event. A pause or stop also ends the monitoring sessions watching the
// device: no video while paused (privacy). Several at once is all or none: every id is found and
// every monitor can make the change before any changes.
import type { components } from '@bedside/openapi/api';
import { ApiError } from '../api-error.ts';
import type { Ctx } from '../resources/spec.ts';
import type { MonitorStatus, PatientMonitor } from '../store/types.ts';
import { logEvent, patientMonitorCollection, runningOn } from './patient-monitors.ts';
import type { ApiHandlers } from './types.ts';

export type MonitorAction = 'start' | 'pause' | 'resume' | 'stop';
type EventKind = components['schemas']['MonitorEventKind'];

const transitions: Record<MonitorAction, { from: readonly MonitorStatus[]; to: MonitorStatus; event: EventKind }> = {
  start: { from: ['pending', 'stopped', 'created'], to: 'active', event: 'started' },
  pause: { from: ['active'], to: 'paused', event: 'paused' },
  resume: { from: ['paused'], to: 'active', event: 'resumed' },
  stop: { from: ['pending', 'created', 'active', 'paused'], to: 'stopped', event: 'stopped' },
};

/** 409 unless the monitor can make this change now (an ADT message checks before it changes anything). */
export function checkTransition({ services: { store } }: Ctx, monitor: PatientMonitor, action: MonitorAction): void {
  const { from, to } = transitions[action];
  if (!from.includes(monitor.status)) {
    throw new ApiError(409, `Patient monitor ${monitor.id} cannot go from ${monitor.status} to ${to}`, 'invalid_transition');
  }
  if (action !== 'start') return;
  const device = monitor.video_device_id === null ? undefined : store.devicesById.get(monitor.video_device_id);
  if (!device) throw new ApiError(409, `Patient monitor ${monitor.id} has no video device`, 'no_video_device');
  const other = runningOn(store, device.id, monitor);
  if (other) throw new ApiError(409, `${device.name} is in use by patient monitor ${other.id}`, 'device_in_use');
  if (device.service_status !== 'in_service') throw new ApiError(409, `${device.name} is decommissioned`, 'device_out_of_service');
  if (store.data.patients.find((p) => p.id === monitor.patient_id)?.status !== 'active') {
    throw new ApiError(409, `The patient of monitor ${monitor.id} is discharged`, 'patient_discharged');
  }
}

/** Makes a checked change (also for ADT: a discharge stops monitoring). */
export async function applyTransition(ctx: Ctx, monitor: PatientMonitor, action: MonitorAction, reason: string | null): Promise<void> {
  const { to, event } = transitions[action];
  const now = new Date().toISOString();
  await patientMonitorCollection.update(ctx, monitor, (edit) => {
    edit.set('status', to);
    edit.set('pause_reason', action === 'pause' ? reason : null);
    if (action === 'start') {
      edit.set('monitor_started_at', now);
      edit.set('monitor_ended_at', null);
    }
    if (action === 'stop') edit.set('monitor_ended_at', now);
    monitor.updated_at = now;
    logEvent(ctx, monitor, event, reason);
  });
  // The monitoring sessions open on the monitor's device end (live-video §4: no video while paused).
  if ((monitor.status === 'paused' || monitor.status === 'stopped') && monitor.video_device_id !== null) {
    ctx.services.deviceLink.calls.endMonitoring(monitor.video_device_id, monitor.patient_id);
  }
}

async function one(ctx: Ctx & { params: { id: number } }, action: MonitorAction, reason: string | null = null) {
  const monitor = patientMonitorCollection.find(ctx, ctx.params.id);
  checkTransition(ctx, monitor, action);
  await applyTransition(ctx, monitor, action, reason);
  return patientMonitorCollection.row(ctx, monitor);
}

async function many(ctx: Ctx, ids: readonly number[], action: MonitorAction, reason: string | null = null) {
  const monitors = ids.map((id) => patientMonitorCollection.find(ctx, id));
  for (const monitor of monitors) checkTransition(ctx, monitor, action);
  // All or none, and at once: each change is made before the first publish is awaited, so no request
  // comes between the checks and the changes (a stop meanwhile was undone: stopped became active).
  await Promise.all(monitors.map((monitor) => applyTransition(ctx, monitor, action, reason)));
  return { results: patientMonitorCollection.spec.toRows(ctx, monitors) };
}

export const patientMonitorActionHandlers: ApiHandlers = {
  startPatientMonitor: (ctx) => one(ctx, 'start'),
  pausePatientMonitor: (ctx) => one(ctx, 'pause', ctx.body.reason.trim()),
  resumePatientMonitor: (ctx) => one(ctx, 'resume'),
  stopPatientMonitor: (ctx) => one(ctx, 'stop'),
  multiPausePatientMonitors: (ctx) => many(ctx, ctx.body.ids, 'pause', ctx.body.reason.trim()),
  multiResumePatientMonitors: (ctx) => many(ctx, ctx.body.ids, 'resume'),
  listPatientMonitorEvents: (ctx) => {
    const monitor = patientMonitorCollection.find(ctx, ctx.params.id);
    return ctx.services.store.data.monitorEvents
      .filter((e) => e.patient_monitor_id === monitor.id)
      .map(({ patient_monitor_id: _m, ...event }) => event)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  },
};
