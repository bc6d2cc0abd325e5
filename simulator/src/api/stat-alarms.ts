// POST /stat_alarms (live video §4, §7): a stat alarm for the patient of a monitor of the caller's
// divisions, raised by Aimee's stat_alarm function call through the browser. Its call id makes it
// act once: the same call id again answers the alarm it raised. Each alarm is an audit entry.
import { ApiError } from '../api-error.ts';
import type { Ctx } from '../resources/spec.ts';
import type { StoredStatAlarm } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

const row = (ctx: Ctx, { raised_by_user_id, division_id: _d, organization_id: _o, ...alarm }: StoredStatAlarm) => ({
  ...alarm, raised_by: { id: raised_by_user_id, name: ctx.services.store.usersById.get(raised_by_user_id)?.name ?? 'Unknown user' },
});

export const statAlarmHandlers: ApiHandlers = {
  createStatAlarm: (ctx) => {
    const { store } = ctx.services;
    const { user } = ctx.auth;
    const { patient_monitor_id, call_id } = ctx.body;
    const earlier = call_id === undefined ? undefined : store.data.statAlarms.find((a) => a.call_id === call_id && a.organization_id === user.organization_id);
    if (earlier) return row(ctx, earlier);
    const monitor = store.data.monitors.find((m) => m.id === patient_monitor_id && user.division_ids.includes(m.division_id));
    if (!monitor) throw new ApiError(404, `Patient monitor ${patient_monitor_id} not found`, 'not_found');
    const alarm: StoredStatAlarm = {
      id: store.nextId('statAlarms'), alarm_type: ctx.body.alarm_type, patient_monitor_id: monitor.id, call_id: call_id ?? null,
      raised_by_user_id: user.id, division_id: monitor.division_id, organization_id: user.organization_id, created_at: new Date().toISOString(),
    };
    store.data.statAlarms.push(alarm);
    store.data.auditLogs.push({
      id: store.nextId('auditLogs'), user_id: user.id, created_at: alarm.created_at, category: 'stat_alarm',
      patient_monitor_id: monitor.id, patient_id: monitor.patient_id, video_device_id: monitor.video_device_id ?? null,
    });
    ctx.request.log.info({ stat_alarm: alarm.id, patient_monitor_id: monitor.id, call_id: alarm.call_id }, 'stat alarm raised');
    return row(ctx, alarm);
  },
};
