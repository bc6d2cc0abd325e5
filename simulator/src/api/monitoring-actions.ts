// What every viewer of a monitored patient shares (issue 14): stat alarms (live video §7, raised
// and documented), the privacy curtain (curtain-toggled) and nudges (nudge-state-changed). Each
// change is audited with its monitoring source and published on the hospital channels of the
// monitor's division only (realtime/channels.ts), so no one hears of another division's patients.
import type { components } from '@bedside/openapi/api';
import { ApiError } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import { divisionChannel, divisionNudgeChannel, type EventMap, type EventName } from '../realtime/channels.ts';
import type { Ctx } from '../resources/spec.ts';
import type { Services } from '../services.ts';
import type { PatientMonitor, StoredMonitorFlag, StoredStatAlarm } from '../store/types.ts';
import { patientMonitorCollection } from './patient-monitors.ts';
import type { ApiHandlers } from './types.ts';

type Schemas = components['schemas'];
type Source = Schemas['MonitoringSource'] | null;

const nameOf = (services: Services, userId: number | null) => (userId === null ? null : services.store.usersById.get(userId)?.name ?? 'Unknown user');
const personOf = (services: Services, userId: number | null) => (userId === null ? null : { id: userId, name: nameOf(services, userId) ?? '' });

export function statAlarmRow(services: Services, alarm: StoredStatAlarm): Schemas['StatAlarm'] {
  return {
    id: alarm.id, alarm_type: alarm.alarm_type, status: alarm.documented_at ? 'documented' : 'open',
    patient_monitor_id: alarm.patient_monitor_id, patient_id: alarm.patient_id, division_id: alarm.division_id, source: alarm.source,
    raised_by: personOf(services, alarm.raised_by_user_id)!, raised_at: alarm.raised_at,
    documented_by: personOf(services, alarm.documented_by_user_id), documented_at: alarm.documented_at, note: alarm.note,
    call_id: alarm.call_id,
  };
}

export const openAlarmOf = (services: Services, monitorId: number) =>
  services.store.data.statAlarms.find((a) => a.patient_monitor_id === monitorId && a.documented_at === null);

function watchState(services: Services, monitorId: number): Schemas['MonitorWatchState'] {
  const { curtains, nudges } = services.store.data;
  const curtain = curtains.find((c) => c.patient_monitor_id === monitorId);
  const nudge = nudges.find((n) => n.patient_monitor_id === monitorId);
  const alarm = openAlarmOf(services, monitorId);
  return {
    patient_monitor_id: monitorId,
    curtain_closed: curtain?.on ?? false, curtain_changed_by: nameOf(services, curtain?.user_id ?? null), curtain_changed_at: curtain?.changed_at ?? null,
    nudge_state: nudge?.on ? 'nudged' : 'cleared', nudge_changed_by: nameOf(services, nudge?.user_id ?? null), nudge_changed_at: nudge?.changed_at ?? null,
    stat_alarm: alarm ? statAlarmRow(services, alarm) : null,
  };
}

/** An audit entry of a monitoring action, with where it was taken (shell §3 monitoring source). */
function audit({ services }: Ctx, auth: AuthContext, category: string, monitor: PatientMonitor, source: Source | undefined): void {
  const { store } = services;
  store.data.auditLogs.push({
    id: store.nextId('auditLogs'), user_id: auth.user.id, created_at: new Date().toISOString(), category,
    session_id: auth.sessionId, patient_monitor_id: monitor.id, patient_id: monitor.patient_id, source: source ?? null,
  });
}

/** Publishes on the monitor's division channel; the change is stored already, so an outage is not an error. */
async function tell<E extends EventName>(services: Services, monitor: PatientMonitor, nudge: boolean, event: E, data: EventMap[E]): Promise<void> {
  const hospitalId = services.store.divisionsById.get(monitor.division_id)?.hospital_id;
  if (hospitalId === undefined) return;
  const channel = (nudge ? divisionNudgeChannel : divisionChannel)(hospitalId, monitor.division_id);
  await Promise.allSettled([services.publisher.publish(channel, event, data)]);
}

/** Whether a record of `divisionId` is in the query's division_id (any of the caller's for none or '*'). */
const inAskedDivision = (asked: string | undefined, divisionId: number) => !asked || asked === '*' || asked === String(divisionId);

/**
 * The body's monitor, or 422 naming the field: one of another division reads as a missing one; one
 * of another of the caller's divisions than the query's division_id is refused, as a create in one
 * division refuses a patient or device of another (the alarm was raised and told in the monitor's
 * division while the page said another: hostile-input QA).
 */
function bodyMonitor(ctx: Ctx, id: number, asked: string | undefined): PatientMonitor {
  const field = 'body.patient_monitor_id';
  let monitor: PatientMonitor;
  try {
    monitor = patientMonitorCollection.find(ctx, id);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(422, error.message, 'monitor_not_found', [{ field, rule: 'exists', message: error.message }]);
  }
  if (!inAskedDivision(asked, monitor.division_id)) {
    const message = `Patient monitor ${id} is not a monitor of ${ctx.services.store.divisionsById.get(Number(asked))?.name ?? 'the division'}`;
    throw new ApiError(422, message, 'monitor_not_in_division', [{ field, rule: 'division', message }]);
  }
  if (monitor.status !== 'active') {
    const message = `Patient monitor ${id} is ${monitor.status}: a stat alarm needs an active monitor`;
    throw new ApiError(422, message, 'monitor_not_active', [{ field, rule: 'active', message }]);
  }
  return monitor;
}

/**
 * A stopped monitor has no video and no viewers: its curtain does not close, its viewers are not
 * nudged (409). Opening the curtain and clearing a nudge are always taken, so nothing is left set.
 */
function checkNotStopped(monitor: PatientMonitor, setting: boolean, what: string): void {
  if (setting && monitor.status === 'stopped') throw new ApiError(409, `Patient monitor ${monitor.id} is stopped: ${what}`, 'monitor_stopped');
}

/** Sets a curtain or nudge; false when it already was so (nothing changes, nothing is published). */
function setFlag(list: StoredMonitorFlag[], monitorId: number, on: boolean, userId: number): boolean {
  const flag = list.find((f) => f.patient_monitor_id === monitorId);
  if ((flag?.on ?? false) === on) return false;
  const next = { patient_monitor_id: monitorId, on, user_id: userId, changed_at: new Date().toISOString() };
  if (flag) Object.assign(flag, next);
  else list.push(next);
  return true;
}

export const monitoringActionHandlers: ApiHandlers = {
  createStatAlarm: async (ctx) => {
    const { services, auth, body, query } = ctx;
    // Aimee's function call delivered twice acts once: its call id answers the alarm it raised
    // (one of the caller's divisions only: another's is not theirs to hear of), for the same monitor
    // only: a call id used again for another monitor was answered the first patient's alarm, and
    // the second patient's was never raised (hostile-input QA).
    const raised = body.call_id === undefined ? undefined
      : services.store.data.statAlarms.find((a) => a.call_id === body.call_id && a.patient_monitor_id === body.patient_monitor_id
        && auth.user.division_ids.includes(a.division_id) && inAskedDivision(query.division_id, a.division_id));
    if (raised) return statAlarmRow(services, raised);
    const monitor = bodyMonitor(ctx, body.patient_monitor_id, query.division_id);
    const open = openAlarmOf(services, monitor.id);
    if (open) {
      throw new ApiError(409, `A stat alarm for this patient is already open (raised by ${nameOf(services, open.raised_by_user_id)}); document it first`, 'alarm_open');
    }
    const alarm: StoredStatAlarm = {
      id: services.store.nextId('statAlarms'), alarm_type: body.alarm_type, patient_monitor_id: monitor.id, patient_id: monitor.patient_id,
      division_id: monitor.division_id, source: body.source ?? null, raised_by_user_id: auth.user.id, raised_at: new Date().toISOString(),
      documented_by_user_id: null, documented_at: null, note: null, call_id: body.call_id ?? null,
    };
    services.store.data.statAlarms.push(alarm);
    audit(ctx, auth, 'stat_alarms.create', monitor, body.source);
    await tell(services, monitor, false, 'stat-alarm-changed', { stat_alarm_id: alarm.id, patient_monitor_id: monitor.id, status: 'open' });
    return statAlarmRow(services, alarm);
  },
  documentStatAlarm: async (ctx) => {
    const { services, auth, body, params } = ctx;
    const alarm = services.store.data.statAlarms.find((a) => a.id === params.id && auth.user.division_ids.includes(a.division_id));
    if (!alarm) throw new ApiError(404, `Stat alarm ${params.id} not found`, 'not_found');
    if (alarm.documented_at) {
      throw new ApiError(409, `Stat alarm ${alarm.id} was already documented by ${nameOf(services, alarm.documented_by_user_id)}`, 'alarm_documented');
    }
    Object.assign(alarm, { documented_by_user_id: auth.user.id, documented_at: new Date().toISOString(), note: body.note.trim() });
    const monitor = services.store.data.monitors.find((m) => m.id === alarm.patient_monitor_id);
    if (monitor) {
      audit(ctx, auth, 'stat_alarms.document', monitor, body.source);
      await tell(services, monitor, false, 'stat-alarm-changed', { stat_alarm_id: alarm.id, patient_monitor_id: monitor.id, status: 'documented' });
    }
    return statAlarmRow(services, alarm);
  },
  listPatientMonitorWatchStates: (ctx) => {
    const visible = new Set(ctx.services.store.data.monitors.filter((m) => ctx.auth.user.division_ids.includes(m.division_id)).map((m) => m.id));
    const ids = [...new Set(ctx.query.monitor_ids)].filter((id) => visible.has(id));
    return { results: ids.map((id) => watchState(ctx.services, id)) };
  },
  setPatientMonitorCurtain: async (ctx) => {
    const { services, auth, body, params } = ctx;
    const monitor = patientMonitorCollection.find(ctx, params.id);
    checkNotStopped(monitor, body.closed, 'its privacy curtain cannot close');
    if (setFlag(services.store.data.curtains, monitor.id, body.closed, auth.user.id)) {
      audit(ctx, auth, body.closed ? 'patient_monitors.curtain_closed' : 'patient_monitors.curtain_opened', monitor, body.source);
      await tell(services, monitor, false, 'curtain-toggled', { patient_monitor_id: monitor.id, closed: body.closed, changed_by: auth.user.name });
    }
    return watchState(services, monitor.id);
  },
  setPatientMonitorNudge: async (ctx) => {
    const { services, auth, body, params } = ctx;
    const monitor = patientMonitorCollection.find(ctx, params.id);
    checkNotStopped(monitor, body.state === 'nudged', 'its viewers cannot be nudged');
    if (setFlag(services.store.data.nudges, monitor.id, body.state === 'nudged', auth.user.id)) {
      audit(ctx, auth, `patient_monitors.${body.state}`, monitor, body.source);
      await tell(services, monitor, true, 'nudge-state-changed', { patient_monitor_id: monitor.id, state: body.state, changed_by: auth.user.name });
    }
    return watchState(services, monitor.id);
  },
};
