// GET /patients/{id}/timeline: the patient's time machine, newest first. Admission and discharge,
// each monitor's event log, video activity from the audit trail, and changes to the record. The
// texts say what happened without the patient's name, MRN or date of birth (a changed record names
// the fields, not their values), so the page needs no masking of its own.
import type { components } from '@bedside/openapi/api';
import { patients } from '@bedside/resources';
import type { Store } from '../store/store.ts';
import type { AuditLog, MonitorEvent, Patient, StoredCustomField } from '../store/types.ts';
import { fieldsOf } from '../resources/custom-fields.ts';
import { patientCollection } from './patients.ts';
import type { ApiHandlers } from './types.ts';

type Entry = components['schemas']['TimelineEntry'];

const eventTexts: Record<MonitorEvent['kind'], (reason: string | null) => string> = {
  created: (device) => (device ? `Monitor created on ${device}` : 'Monitor created'),
  started: () => 'Monitoring started',
  paused: (reason) => (reason ? `Monitoring paused: ${reason}` : 'Monitoring paused'),
  resumed: () => 'Monitoring resumed',
  stopped: () => 'Monitoring stopped',
  moved: (device) => (device ? `Monitor moved to ${device}` : 'Monitor moved'),
};

/** Audit categories that belong on the timeline (video sessions, talk, alarms). */
const auditTexts: Record<string, [Entry['kind'], string]> = {
  video_started: ['video_visit', 'started'],
  video_connected: ['video_visit', 'connected'],
  video_ended: ['video_visit', 'ended'],
  video_failed: ['video_visit', 'failed'],
  video_connect_failed: ['video_visit', 'could not connect'],
  talk_started: ['talk', 'Talk session started'],
  talk_ended: ['talk', 'Talk session ended'],
  alarm: ['alarm', 'Alarm raised'],
};

function auditEntry(log: AuditLog, users: Store['usersById']): Entry | null {
  const known = auditTexts[log.category];
  if (!known) return null;
  const [kind, text] = known;
  const session = log.video_type === 'monitoring' ? 'Monitoring video' : log.video_type === 'test' ? 'Test video' : 'Video visit';
  return {
    id: `audit-${log.id}`, kind, at: log.created_at, text: kind === 'video_visit' ? `${session} ${text}` : text,
    username: users.get(log.user_id)?.name ?? null, patient_monitor_id: log.patient_monitor_id ?? null,
  };
}

/** Field labels as the patient's form, table and custom fields (the patient's organisation's) name them. */
function fieldLabel(custom: readonly StoredCustomField[], field: string): string {
  const named = field.startsWith('custom_fields.') ? custom.find((f) => `custom_fields.${f.key}` === field) : undefined;
  return named?.label ?? patients.form.find((f) => f.name === field)?.label ?? patients.columns.find((c) => c.id === field)?.header ?? field.replace(/_/g, ' ');
}

/** `organization`: the reader's, who found the patient in it. */
export function timelineOf(store: Store, patient: Patient, organization: string): Entry[] {
  const entries: Entry[] = [];
  const custom = fieldsOf(store, organization, patients.customFields);
  if (patient.admitted_at) entries.push({ id: `admitted-${patient.id}`, kind: 'admitted', at: patient.admitted_at, text: 'Admitted', username: null, patient_monitor_id: null });
  if (patient.discharged_at) entries.push({ id: `discharged-${patient.id}`, kind: 'discharged', at: patient.discharged_at, text: 'Discharged', username: null, patient_monitor_id: null });
  const monitorIds = new Set(store.data.monitors.filter((m) => m.patient_id === patient.id).map((m) => m.id));
  for (const e of store.data.monitorEvents) {
    if (!monitorIds.has(e.patient_monitor_id)) continue;
    entries.push({ id: `event-${e.id}`, kind: `monitor_${e.kind}`, at: e.created_at, text: eventTexts[e.kind](e.reason), username: e.username, patient_monitor_id: e.patient_monitor_id });
  }
  for (const log of store.data.auditLogs) {
    const entry = log.patient_id === patient.id ? auditEntry(log, store.usersById) : null;
    if (entry) entries.push(entry);
  }
  for (const r of store.data.revisions) {
    if (r.resource !== patients.key || r.record_id !== patient.id) continue;
    const fields = Object.keys(r.audited_changes).map((field) => fieldLabel(custom, field)).join(', ');
    const text = r.action === 'create' ? 'Record created' : `Record changed: ${fields}`;
    entries.push({ id: `revision-${r.id}`, kind: 'record_changed', at: r.created_at, text, username: r.username, patient_monitor_id: null });
  }
  // Newest first; at the same time, the later written first (each source is oldest first).
  return entries.map((entry, i) => ({ entry, i })).sort((a, b) => b.entry.at.localeCompare(a.entry.at) || b.i - a.i).map((x) => x.entry);
}

export const timelineHandlers: ApiHandlers = {
  listPatientTimeline: (ctx) => timelineOf(ctx.services.store, patientCollection.find(ctx, ctx.params.id), ctx.auth.user.organization_id),
};
