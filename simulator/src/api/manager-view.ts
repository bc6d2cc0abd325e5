// Manager View (issue 14): who is watching the division's monitored patients now, how many each
// has, and their stat alarms. The simulator knows two ties of a person to a monitored patient:
// an open monitoring session on the monitor's device (they watch it now) and a care assignment
// of its patient (they are meant to). Someone who raised a stat alarm in the last day, or one still undocumented, is listed too.
import type { components } from '@bedside/openapi/api';
import { isOpen } from '../device-link/device-calls.ts';
import type { Ctx } from '../resources/spec.ts';
import type { PatientMonitor } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

type Observer = components['schemas']['ManagerViewObserver'];
type ObservedPatient = components['schemas']['ObservedPatient'];

const DAY_MS = 24 * 60 * 60 * 1000;

function observers(ctx: Ctx, divisionSelector: string | undefined): Observer[] {
  const { store, deviceLink } = ctx.services;
  const divisions = new Set(ctx.auth.divisions(divisionSelector));
  const active = store.data.monitors.filter((m) => m.status === 'active' && divisions.has(m.division_id));
  const byDevice = new Map(active.filter((m) => m.video_device_id !== null).map((m) => [m.video_device_id!, m]));
  const byPatient = new Map(active.map((m) => [m.patient_id, m]));
  const ties = new Map<number, Map<number, { monitor: PatientMonitor; watching: boolean; assigned: boolean }>>();
  const tie = (userId: number, monitor: PatientMonitor, how: 'watching' | 'assigned') => {
    const mine = ties.get(userId) ?? new Map();
    ties.set(userId, mine);
    const entry = mine.get(monitor.id) ?? { monitor, watching: false, assigned: false };
    entry[how] = true;
    mine.set(monitor.id, entry);
  };
  for (const meeting of deviceLink.calls.meetings.values()) {
    const monitor = byDevice.get(meeting.device_id);
    if (monitor && meeting.video_type === 'monitoring' && isOpen(meeting)) tie(meeting.user_id, monitor, 'watching');
  }
  for (const assignment of store.data.careAssignments) {
    const monitor = byPatient.get(assignment.patient_id);
    if (monitor) tie(assignment.user_id, monitor, 'assigned');
  }
  const since = Date.now() - DAY_MS;
  // Recent ones, and older ones nobody has documented yet.
  const alarms = store.data.statAlarms.filter((a) => divisions.has(a.division_id) && (Date.parse(a.raised_at) >= since || a.documented_at === null));
  for (const alarm of alarms) if (!ties.has(alarm.raised_by_user_id)) ties.set(alarm.raised_by_user_id, new Map());

  const rows: Observer[] = [];
  for (const [userId, patients] of ties) {
    const user = store.usersById.get(userId);
    // Only people of the caller's organisation (ties come from the caller's divisions already).
    if (!user || user.organization_id !== ctx.auth.user.organization_id) continue;
    const own = alarms.filter((a) => a.raised_by_user_id === userId);
    const recent = own.filter((a) => Date.parse(a.raised_at) >= since);
    const list: ObservedPatient[] = [...patients.values()].map(({ monitor, watching, assigned }) => {
      const patient = store.data.patients.find((p) => p.id === monitor.patient_id);
      const device = monitor.video_device_id === null ? undefined : store.devicesById.get(monitor.video_device_id);
      return { patient_monitor_id: monitor.id, patient_name: patient?.display_name ?? '', room_name: device?.room?.name ?? null, watching, assigned };
    });
    rows.push({
      user: { id: user.id, name: user.name }, patient_load: list.length, patients: list,
      alarm_count: recent.length, last_alarm_at: own.at(-1)?.raised_at ?? null, undocumented_alarms: own.filter((a) => a.documented_at === null).length,
    });
  }
  return rows.sort((a, b) => b.patient_load - a.patient_load || b.alarm_count - a.alarm_count || a.user.name.localeCompare(b.user.name));
}

export const managerViewHandlers: ApiHandlers = {
  listManagerViewObservers: (ctx) => ({ results: observers(ctx, ctx.query.division_id) }),
};
