// What the first seed drew for patients and monitors, made into a consistent hospital with history,
// from a PRNG of its own (so every value drawn before, and the devices and notifications drawn from
// the main PRNG, stay as they were): admission and discharge (a discharged patient has no room and
// their monitors are stopped), Virtual Patient Statuses, unique MRNs, each monitor's event log, and
// patients discharged weeks ago with their past monitors.
import { firstNames, lastNames, PAUSED_TEXT } from './catalog.ts';
import { iso, minutesOf } from './clock.ts';
import type { Rng } from './prng.ts';
import { after, plannedPauses, writeLife, type MonitorLife } from './seed-monitor-history.ts';
import type { Division, DynamicField, MonitorEvent, Notification, Patient, PatientMonitor, VideoDevice } from './types.ts';

const PAUSE_NOTICE = PAUSED_TEXT.replace('{room}', '');
const languages = ['English', 'English', 'English', 'English', 'English', 'Spanish', 'Spanish', 'Vietnamese', 'Arabic'];

// Sort order differs from id order on purpose: lists follow sort_order. One value is retired.
const statusLabels: [label: string, sortOrder: number, enabled: boolean][] = [
  ['Observation', 1, true], ['Fall Risk Review', 2, true], ['Awaiting Discharge', 4, true],
  ['Comfort Care', 3, true], ['Isolation Precautions', 5, true], ['Telemetry Hold', 6, false],
];

export function seedDynamicFields(hospitalIds: readonly number[], at: string): DynamicField[] {
  return hospitalIds.flatMap((hospitalId, h) => statusLabels.map(([label, sortOrder, enabled], i) => ({
    id: h * statusLabels.length + i + 1, hospital_id: hospitalId, table_name: 'patients' as const, field_name: 'status' as const,
    label, is_enabled: enabled, sort_order: sortOrder, updated_at: at,
  })));
}

interface World {
  patients: Patient[];
  monitors: PatientMonitor[];
  notifications: readonly Notification[];
  devices: readonly VideoDevice[];
  divisions: readonly Division[];
  dynamicFields: readonly DynamicField[];
  /** discharged patients added per division, weeks back */
  pastPatients: number;
}

/** Completes the seeded patients and monitors (changing them in place) and answers the monitors' event log. */
export function seedPatientHistory(rng: Rng, world: World): MonitorEvent[] {
  const { patients, monitors, notifications } = world;
  const events: MonitorEvent[] = [];
  const hospitalOf = new Map(world.divisions.map((d) => [d.id, d.hospital_id]));
  uniqueMrns(patients, hospitalOf);
  const monitorsOf = new Map<number, PatientMonitor[]>();
  for (const m of monitors) monitorsOf.set(m.patient_id, [...(monitorsOf.get(m.patient_id) ?? []), m]);
  const noticesOf = new Map<number, Notification[]>();
  for (const n of notifications) {
    const id = n.related_to?.patient_monitor_id;
    if (id) noticesOf.set(id, [...(noticesOf.get(id) ?? []), n]);
  }
  for (const patient of patients) {
    const discharged = patient.status === 'discharged';
    let admitted = discharged ? -rng.int(1440, 20_160) : -rng.int(60, 20_160);
    let left = discharged ? Math.min(admitted + rng.int(600, 10_080), -60) : null;
    for (const monitor of monitorsOf.get(patient.id) ?? []) {
      const life = roomMonitorLife(rng, monitor, noticesOf.get(monitor.id) ?? [], discharged);
      writeLife(rng, monitor, life, events);
      admitted = Math.min(admitted, life.created - rng.int(30, 4320));
      if (left !== null) left = after(life.stopped ?? life.created, rng.int(5, 120));
    }
    admit(rng, patient, admitted, left, world.dynamicFields, hospitalOf);
  }
  addPastPatients(rng, world, events, hospitalOf);
  return events;
}

function roomMonitorLife(rng: Rng, monitor: PatientMonitor, notices: readonly Notification[], discharged: boolean): MonitorLife {
  const noticed = notices.map((n) => minutesOf(n.created_at)).sort((a, b) => a - b);
  const given = notices.filter((n) => n.message.startsWith(PAUSE_NOTICE)).map((n) => minutesOf(n.created_at)).sort((a, b) => a - b);
  let started = monitor.monitor_started_at === null ? null : minutesOf(monitor.monitor_started_at);
  if (started !== null && given[0] !== undefined) started = Math.min(started, given[0] - rng.int(30, 600));
  let created = (started ?? -rng.int(30, 2880)) - rng.int(5, 90);
  if (noticed[0] !== undefined) created = Math.min(created, noticed[0] - rng.int(5, 60));
  const ends = monitor.status === 'stopped' || discharged;
  const seededEnd = monitor.monitor_ended_at === null ? 0 : minutesOf(monitor.monitor_ended_at);
  const pauses = started === null ? [] : plannedPauses(rng, started, ends ? seededEnd : 0, given, monitor.status === 'paused' && !ends);
  const latest = Math.max(created, started ?? created, ...noticed, ...pauses);
  const stopped = !ends ? null : monitor.status === 'stopped' ? Math.max(seededEnd, latest + 1) : after(latest, rng.int(5, 60));
  return { created, started, pauses, stopped };
}

function admit(rng: Rng, patient: Patient, admitted: number, left: number | null, fields: readonly DynamicField[], hospitalOf: ReadonlyMap<number, number>): void {
  patient.admitted_at = iso(admitted);
  patient.discharged_at = left === null ? null : iso(Math.floor(left));
  if (left !== null) patient.room_id = null;
  const enabled = fields.filter((f) => f.is_enabled && f.hospital_id === hospitalOf.get(patient.division_id));
  patient.patient_status_id = left === null && rng.chance(0.45) ? rng.pick(enabled).id : null;
  patient.custom_fields = { preferred_language: patient.id % 13 === 0 ? null : languages[patient.id % languages.length] ?? null };
}

/** The first seed drew MRNs at random; a repeat within a hospital moves up to the next free number. */
function uniqueMrns(patients: readonly Patient[], hospitalOf: ReadonlyMap<number, number>): void {
  const taken = new Set<string>();
  for (const patient of patients) patient.mrn = freeMrn(taken, hospitalOf.get(patient.division_id) ?? 0, Number(patient.mrn.slice(3)));
}

function freeMrn(taken: Set<string>, hospitalId: number, wanted: number): string {
  let n = wanted;
  while (taken.has(`${hospitalId}:${n}`)) n = n >= 9_999_999 ? 1_000_000 : n + 1;
  taken.add(`${hospitalId}:${n}`);
  return `MRN${n}`;
}

/** Patients admitted and discharged 10 to 60 days ago, half of them with a past monitor on a room camera. */
function addPastPatients(rng: Rng, world: World, events: MonitorEvent[], hospitalOf: ReadonlyMap<number, number>): void {
  const { patients, monitors } = world;
  const taken = new Set(patients.map((p) => `${hospitalOf.get(p.division_id)}:${p.mrn.slice(3)}`));
  const cameras = new Map<number, VideoDevice[]>();
  for (const d of world.devices) if (d.kind === 'fixed') cameras.set(d.division.id, [...(cameras.get(d.division.id) ?? []), d]);
  for (const division of world.divisions) {
    for (let i = 0; i < world.pastPatients; i += 1) {
      const admitted = -rng.int(14_400, 86_400);
      const left = admitted + rng.int(720, 10_080);
      const patient: Patient = {
        id: patients.length + 1, display_name: `${rng.pick(firstNames)} ${rng.pick(lastNames)}`,
        mrn: freeMrn(taken, division.hospital_id, rng.int(1_000_000, 9_999_999)),
        dob: `${rng.int(1932, 2019)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        room_id: null, division_id: division.id, status: 'discharged', patient_status_id: null,
        admitted_at: null, discharged_at: null, custom_fields: {},
      };
      patients.push(patient);
      admit(rng, patient, admitted, left, world.dynamicFields, hospitalOf);
      const camera = rng.chance(0.5) ? rng.pick(cameras.get(division.id) ?? []) : undefined;
      if (!camera) continue;
      const monitor: PatientMonitor = {
        id: monitors.length + 1, patient_id: patient.id, video_device_id: camera.id, division_id: division.id, status: 'stopped',
        monitor_started_at: null, monitor_ended_at: null, pause_reason: null, created_at: '', updated_at: '',
      };
      monitors.push(monitor);
      const created = admitted + rng.int(10, 240);
      const started = created + rng.int(5, 60);
      const stopped = left - rng.int(5, 60);
      writeLife(rng, monitor, { created, started, pauses: plannedPauses(rng, started, stopped, [], false), stopped }, events);
    }
  }
}
