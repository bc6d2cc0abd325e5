// Records of the caller's own that the seed does not hold (a saved view, an open request, a
// preset, a finished export, an open stat alarm), made on first asking, for own-requests.ts.
import { buildRequest } from '../../src/api/virtual-requests.ts';
import type { Store } from '../../src/store/store.ts';
import { MISSING_ID } from './records.ts';

export function ownSavedView(store: Store, userId: number): number {
  const own = store.data.tableSettings.find((t) => t.user_id === userId && !t.is_system);
  if (own) return own.id;
  const id = store.nextId('tableSettings');
  store.data.tableSettings.push({ id, user_id: userId, table_id: 'video_devices', name: 'Reliability view', is_default: false, is_system: false, metadata: {} });
  return id;
}

/** An open request of the caller's division (accepting it is what the accept cell asks). */
export function openRequestOf(store: Store, division: number): number {
  const own = store.data.virtualRequests.find((r) => r.division_id === division && r.status === 'open');
  if (own) return own.id;
  const patient = store.data.patients.find((p) => p.division_id === division && p.status === 'active');
  const organization = store.data.hospitals.find((h) => h.id === store.divisionsById.get(division)?.hospital_id)?.organization_id;
  const type = store.data.virtualRequestTypes.find((t) => t.organization_id === organization && t.enabled);
  if (!patient || !type) throw new Error(`seed: no patient or request type for division ${division}`);
  return buildRequest(store, { patient, type, source: 'scenario' }).id;
}

export function ownPreset(store: Store, deviceId: number): number {
  const own = store.data.ptzPresets.find((p) => p.video_device_id === deviceId);
  if (own) return own.id;
  const id = store.nextId('ptzPresets');
  store.data.ptzPresets.push({ id, name: 'Reliability', video_device_id: deviceId, preset_index: 6 });
  return id;
}

/** A finished export of the caller's, so that its file is theirs to download (none are seeded). */
export function ownJob(store: Store, userId: number, organization: string | undefined): number {
  const own = store.data.backgroundJobs.find((j) => j.requested_by_id === userId);
  if (own) return own.id;
  const id = store.nextId('backgroundJobs');
  const at = new Date().toISOString();
  store.data.backgroundJobs.push({
    id, kind: 'csv_export', title: 'Patients CSV export', status: 'succeeded', organization_id: organization ?? '', requested_by_id: userId,
    params: { kind: 'csv_export', request: { table: 'patients' } }, done: 0, total: 0, failed: 0, failed_ids: [], log: [],
    result: { file_name: 'table-export-reliability.csv', csv: '"Name"\r\n' }, cancel_requested: false, created_at: at, started_at: at, finished_at: at,
  });
  return id;
}

/** An open stat alarm of the caller's division (none are seeded), on its first active monitor. */
export function ownStatAlarm(store: Store, division: number, userId: number): number {
  const own = store.data.statAlarms.find((a) => a.division_id === division && a.documented_at === null);
  if (own) return own.id;
  const monitor = store.data.monitors.find((m) => m.division_id === division && m.status === 'active');
  if (!monitor) return MISSING_ID;
  const id = store.nextId('statAlarms');
  store.data.statAlarms.push({
    id, alarm_type: 'alarm', patient_monitor_id: monitor.id, patient_id: monitor.patient_id, division_id: division, source: null,
    raised_by_user_id: userId, raised_at: new Date().toISOString(), documented_by_user_id: null, documented_at: null, note: null, call_id: null,
  });
  return id;
}
