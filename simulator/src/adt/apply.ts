// Applies a read ADT message to the store, all or nothing: every check runs before the first
// change, and a refusal (AE) changes nothing. Changes go through the patients' and monitors'
// collections as the ADT Interface account of the health system, so they are revised, audited and
// published (monitor-updated) exactly as a person's edits are. Each applied message keeps what it
// changed (AdtUndo), which its cancel (A11, A12, A13) puts back.
import { ApiError } from '../api-error.ts';
import { createAuthContext } from '../auth/context.ts';
import { isRunning } from '../api/device-access.ts';
import { applyTransition, checkTransition } from '../api/patient-monitor-actions.ts';
import { patientMonitorCollection, patientMonitorSpec, runningOn } from '../api/patient-monitors.ts';
import { patientCollection, patientSpec } from '../api/patients.ts';
import type { Ctx, Edit } from '../resources/spec.ts';
import type { Services } from '../services.ts';
import { INTERFACE_PERSONA } from '../store/seed.ts';
import { recordsAbout } from '../store/patient-records.ts';
import type { Store } from '../store/store.ts';
import type { AdtUndo, Hospital, Patient, PatientMonitor, Room, StoredAdtMessage, VideoDevice } from '../store/types.ts';
import { refuse, type AdtEvent, type AdtInput, type AdtLocation } from './read.ts';

export interface Applied { effect: string; patientId: number | null; undo: AdtUndo | null }

type Place = AdtUndo['before'];

function interfaceCtx(services: Services, hospital: Hospital): Ctx {
  const user = services.store.data.users.find((u) => u.persona === INTERFACE_PERSONA && u.hospital_id === hospital.id);
  if (!user) throw new Error(`no ADT interface account for hospital ${hospital.id}`);
  return { auth: createAuthContext(user, services.store.roleOf(user), null), services };
}

const divisionsOf = (store: Store, hospital: Hospital) => new Set(store.data.divisions.filter((d) => d.hospital_id === hospital.id).map((d) => d.id));
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The patient of this MRN in the health system (MRNs are unique per health system). */
function patientOf(store: Store, hospital: Hospital, mrn: string): Patient | undefined {
  const divisions = divisionsOf(store, hospital);
  return store.data.patients.find((p) => divisions.has(p.division_id) && same(p.mrn, mrn));
}

/**
 * PV1-3 to a room of the health system: the room by name (PV1-3.2), within the unit of PV1-3.1 and
 * the division (building) of PV1-3.7 when they are sent. Room names are unique in a unit, so a name
 * that two units share needs the unit.
 */
function roomOf(store: Store, hospital: Hospital, location: AdtLocation | null): Room {
  if (!location || location.room === '') throw refuse('PV1-3 (assigned location) names no room: send point of care^room^bed', 101, 'PV1^1^3');
  const divisions = divisionsOf(store, hospital);
  const units = new Map(store.data.units.map((u) => [u.id, u.name]));
  const matches = store.data.rooms.filter((r) => divisions.has(r.division_id) && same(r.name, location.room)
    && (location.unit === '' || same(units.get(r.unit_id) ?? '', location.unit))
    && (location.building === '' || same(store.divisionsById.get(r.division_id)?.name ?? '', location.building)));
  const where = [location.unit && `unit ${location.unit}`, location.building && `building ${location.building}`].filter(Boolean).join(', ');
  const [room, other] = matches;
  if (!room) throw refuse(`Unknown room ${location.room}${where ? ` (${where})` : ''} in ${hospital.name}`, 103, 'PV1^1^3');
  if (other) throw refuse(`Room ${location.room} is in more than one unit: name the unit in PV1-3.1`, 103, 'PV1^1^3');
  return room;
}

function known(store: Store, input: AdtInput): Patient {
  const patient = patientOf(store, input.hospital, input.mrn);
  if (!patient) throw refuse(`No patient with this MRN (PID-3) in ${input.hospital.name}`, 204, 'PID^1^3');
  return patient;
}

const placeOf = (p: Patient): Place => ({ status: p.status, room_id: p.room_id, division_id: p.division_id, admitted_at: p.admitted_at, discharged_at: p.discharged_at });
const listed = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);
const roomName = (store: Store, id: number | null) => (id === null ? null : store.roomsById.get(id)?.name ?? null);

/** Puts the patient in this place, noting the room by name as the patient form's edits do. */
async function place(ctx: Ctx, patient: Patient, to: Place): Promise<void> {
  const { store } = ctx.services;
  await patientCollection.update(ctx, patient, (edit: Edit<Patient>) => {
    edit.set('status', to.status);
    edit.set('division_id', to.division_id);
    edit.set('admitted_at', to.admitted_at);
    edit.set('discharged_at', to.discharged_at);
    edit.note('room', roomName(store, patient.room_id), roomName(store, to.room_id));
    patient.room_id = to.room_id;
  });
}

const running = (store: Store, patient: Patient) => store.data.monitors.filter((m) => m.patient_id === patient.id && isRunning(m));

/** The room's camera a monitor may move to: fixed, in service, and not running another monitor. */
function freeCamera(store: Store, room: Room, self: PatientMonitor): VideoDevice | undefined {
  return store.data.devices.find((d) => d.kind === 'fixed' && d.room?.id === room.id && d.service_status === 'in_service' && !runningOn(store, d.id, self));
}

async function moveMonitor(ctx: Ctx, monitor: PatientMonitor, deviceId: number): Promise<void> {
  await patientMonitorCollection.update(ctx, monitor, (edit) => patientMonitorSpec.update?.(ctx, monitor, { video_device_id: deviceId }, edit));
}

const now = () => new Date().toISOString();

async function admit(ctx: Ctx, input: AdtInput, registerOnly: boolean): Promise<Applied> {
  const { store } = ctx.services;
  const existing = patientOf(store, input.hospital, input.mrn);
  const room = registerOnly && !input.location ? null : roomOf(store, input.hospital, input.location);
  const divisionId = room?.division_id ?? input.hospital.main_division_id;
  if (existing && registerOnly) throw refuse('A patient with this MRN (PID-3) is already registered: send A08 to update them', 205, 'PID^1^3');
  if (existing) {
    if (existing.status === 'active' && existing.room_id !== null) {
      throw refuse(`The patient is already admitted, in room ${roomName(store, existing.room_id)}: send A02 to transfer them`, 205, 'PID^1^3');
    }
    if (existing.division_id !== divisionId && running(store, existing).length > 0) {
      throw refuse('The patient is monitored in another division: stop the monitoring before admitting them here', 207, 'PV1^1^3');
    }
    const before = placeOf(existing);
    await place(ctx, existing, { status: 'active', room_id: room?.id ?? null, division_id: divisionId, admitted_at: now(), discharged_at: null });
    return { effect: `Admitted to ${room?.name ?? 'no room'}`, patientId: existing.id, undo: { created: false, before, monitors: [] } };
  }
  if (!input.name) throw refuse('PID-5 (patient name) is empty: a new patient needs a name', 101, 'PID^1^5');
  let patient: Patient;
  try {
    patient = patientSpec.create!(ctx, { display_name: input.name, mrn: input.mrn, dob: input.dob, room_id: room?.id ?? null, status: 'active' }, divisionId);
  } catch (error) {
    // The patient form's own rules (MRN length, date of birth in the future) read the same here.
    if (error instanceof ApiError) throw refuse(error.details?.[0]?.message ?? error.message, 207, 'PID');
    throw error;
  }
  await patientCollection.created(ctx, patient, { display_name: patient.display_name, mrn: patient.mrn, dob: patient.dob, room: room?.name ?? null, status: 'active' });
  const division = store.divisionsById.get(divisionId)?.name ?? '';
  return {
    effect: room ? `${registerOnly ? 'Registered' : 'Admitted'} a new patient to ${room.name}` : `Registered a new patient in ${division}`,
    patientId: patient.id, undo: { created: true, before: placeOf(patient), monitors: [] },
  };
}

async function transfer(ctx: Ctx, input: AdtInput): Promise<Applied> {
  const { store } = ctx.services;
  const patient = known(store, input);
  if (patient.status !== 'active') throw refuse('The patient is discharged: admit them (A01) before a transfer', 207, 'PID^1^3');
  const room = roomOf(store, input.hospital, input.location);
  if (room.id === patient.room_id) throw refuse(`The patient is already in room ${room.name}`, 207, 'PV1^1^3');
  if (room.division_id !== patient.division_id) {
    throw refuse(`Room ${room.name} is in another division: a transfer between divisions is a discharge (A03) and an admission (A01)`, 207, 'PV1^1^3');
  }
  // The monitors watching the old room's camera follow the patient to the new room's; with no free
  // camera there the monitor stops rather than keep watching a room the patient has left.
  const watching = running(store, patient).filter((m) => {
    const device = m.video_device_id === null ? undefined : store.devicesById.get(m.video_device_id);
    return device?.kind === 'fixed' && device.room?.id === patient.room_id;
  });
  const moves = watching.map((m) => ({ monitor: m, camera: freeCamera(store, room, m) }));
  const before = placeOf(patient);
  const undo: AdtUndo = { created: false, before, monitors: [] };
  await place(ctx, patient, { ...before, room_id: room.id });
  const notes = [`Moved from ${roomName(store, before.room_id) ?? 'no room'} to ${room.name}`];
  for (const { monitor, camera } of moves) {
    undo.monitors.push({ id: monitor.id, from_device: monitor.video_device_id, to_device: camera?.id ?? null, from_status: monitor.status });
    if (camera) {
      await moveMonitor(ctx, monitor, camera.id);
      notes.push(`monitor ${monitor.id} moved to ${camera.name}`);
    } else {
      await applyTransition(ctx, monitor, 'stop', null);
      notes.push(`monitor ${monitor.id} stopped (no free camera in ${room.name})`);
    }
  }
  return { effect: notes.join('; '), patientId: patient.id, undo };
}

async function discharge(ctx: Ctx, input: AdtInput): Promise<Applied> {
  const { store } = ctx.services;
  const patient = known(store, input);
  if (patient.status === 'discharged') throw refuse('The patient is already discharged', 207, 'PID^1^3');
  const monitors = running(store, patient);
  const before = placeOf(patient);
  const undo: AdtUndo = { created: false, before, monitors: monitors.map((m) => ({ id: m.id, from_device: m.video_device_id, to_device: null, from_status: m.status })) };
  for (const monitor of monitors) await applyTransition(ctx, monitor, 'stop', null);
  await place(ctx, patient, { ...before, status: 'discharged', room_id: null, discharged_at: now() });
  const stopped = monitors.length === 0 ? '' : `; monitoring stopped (${monitors.map((m) => `monitor ${m.id}`).join(', ')})`;
  return { effect: `Discharged from ${roomName(store, before.room_id) ?? 'no room'}${stopped}`, patientId: patient.id, undo };
}

async function update(ctx: Ctx, input: AdtInput): Promise<Applied> {
  const patient = known(ctx.services.store, input);
  try {
    const changes = await patientCollection.update(ctx, patient, (edit) => {
      patientSpec.update?.(ctx, patient, { display_name: input.name ?? undefined, dob: input.dob ?? undefined }, edit);
    });
    const fields = Object.keys(changes).map((f) => (f === 'display_name' ? 'name' : f === 'dob' ? 'date of birth' : f));
    return { effect: fields.length === 0 ? 'Nothing changed: the demographics were as sent' : `Updated ${fields.join(' and ')}`, patientId: patient.id, undo: null };
  } catch (error) {
    if (error instanceof ApiError) throw refuse(error.details?.[0]?.message ?? error.message, 207, 'PID');
    throw error;
  }
}

const cancels: Partial<Record<AdtEvent, AdtEvent>> = { A11: 'A01', A12: 'A02', A13: 'A03' };
const names: Partial<Record<AdtEvent, string>> = { A01: 'admission', A02: 'transfer', A03: 'discharge' };

/** The patient's last admission, transfer or discharge still standing: what a cancel puts back. */
function lastStanding(store: Store, organizationId: string, patientId: number): StoredAdtMessage | undefined {
  return store.data.adtMessages.findLast((m) => m.organization_id === organizationId && m.patient_id === patientId
    && m.ack_code === 'AA' && !m.cancelled && m.undo !== null && ['A01', 'A02', 'A03'].includes(m.event ?? ''));
}

async function cancel(ctx: Ctx, input: AdtInput): Promise<Applied> {
  const { store } = ctx.services;
  const target = cancels[input.event] as AdtEvent;
  const patient = known(store, input);
  const last = lastStanding(store, input.hospital.organization_id, patient.id);
  if (!last?.undo || last.event !== target) {
    const what = last ? `its last is an ${names[last.event as AdtEvent]} (${last.event})` : `no ${names[target]} (${target}) of theirs was applied here`;
    throw refuse(`Nothing to cancel: ${what}`, 207, 'MSH^1^9^2');
  }
  const { undo } = last;
  if (undo.created && store.data.monitors.some((m) => m.patient_id === patient.id)) {
    throw refuse('The admission created this patient and they have monitors now: stop and remove the monitors first', 207, 'PID^1^3');
  }
  if (!undo.created && undo.before.status === 'discharged' && running(store, patient).length > 0) {
    throw refuse('The patient is monitored now: stop the monitoring before cancelling their admission', 207, 'PID^1^3');
  }
  const restarts = undo.monitors.map((u) => ({ u, monitor: store.data.monitors.find((m) => m.id === u.id) }));
  last.cancelled = true;
  if (undo.created) {
    // Other records name the patient now (a care assignment, a family member…): removing the patient
    // would leave them pointing at nobody, and every list showing them would fail. The patient stays,
    // registered without a room, as one registered by an A04 would be.
    const records = recordsAbout(store, patient.id);
    if (records.length > 0) {
      await place(ctx, patient, { status: 'active', room_id: null, division_id: patient.division_id, admitted_at: null, discharged_at: null });
      return { effect: `Admission cancelled: the patient stays registered without a room (${listed(records)} name them)`, patientId: patient.id, undo: null };
    }
    store.data.patients.splice(store.data.patients.indexOf(patient), 1);
    await patientCollection.removed(ctx, patient);
    return { effect: 'Admission cancelled: the patient it created was removed', patientId: patient.id, undo: null };
  }
  await place(ctx, patient, undo.before);
  const notes = [`${names[target]} cancelled: back to ${roomName(store, undo.before.room_id) ?? 'no room'}${undo.before.status === 'discharged' ? ' (discharged)' : ''}`];
  for (const { u, monitor } of restarts) {
    if (!monitor || u.from_device === null) continue;
    notes.push(await restore(ctx, monitor, u));
  }
  return { effect: notes.join('; ').replace(/^./, (c) => c.toUpperCase()), patientId: patient.id, undo: null };
}

/** A monitor the cancelled message moved goes back to its camera, one it stopped starts again, where the camera allows. */
async function restore(ctx: Ctx, monitor: PatientMonitor, u: AdtUndo['monitors'][number]): Promise<string> {
  const { store } = ctx.services;
  const from = u.from_device === null ? undefined : store.devicesById.get(u.from_device);
  if (!from) return `monitor ${monitor.id} left as it is`;
  if (u.to_device !== null && monitor.video_device_id === u.to_device && isRunning(monitor)) {
    if (runningOn(store, from.id, monitor) || from.service_status !== 'in_service') return `monitor ${monitor.id} stays: ${from.name} is in use`;
    await moveMonitor(ctx, monitor, from.id);
    return `monitor ${monitor.id} back on ${from.name}`;
  }
  if (monitor.status !== 'stopped' || monitor.video_device_id !== from.id) return `monitor ${monitor.id} left as it is`;
  try {
    checkTransition(ctx, monitor, 'start');
  } catch (error) {
    if (error instanceof ApiError) return `monitor ${monitor.id} stays stopped: ${error.message}`;
    throw error;
  }
  await applyTransition(ctx, monitor, 'start', null);
  return `monitor ${monitor.id} started again`;
}

export async function applyAdt(services: Services, input: AdtInput): Promise<Applied> {
  const ctx = interfaceCtx(services, input.hospital);
  switch (input.event) {
    case 'A01': return admit(ctx, input, false);
    case 'A04': return admit(ctx, input, true);
    case 'A02': return transfer(ctx, input);
    case 'A03': return discharge(ctx, input);
    case 'A08': return update(ctx, input);
    case 'A11': case 'A12': case 'A13': return cancel(ctx, input);
  }
}
