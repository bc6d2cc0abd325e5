// A patient's own rules, on create and on update: the MRN is unique in the hospital, the date of
// birth is not in the future, the room is one of the patient's division (and a discharged patient
// has none), and the Virtual Patient Status is an enabled value. Custom field values are checked by
// the generic handlers (resources/custom-fields.ts).
import { badRequest, type ApiError } from '../api-error.ts';
import type { Store } from '../store/store.ts';
import type { Patient, Room } from '../store/types.ts';
import { isRunning } from './device-access.ts';

export const invalid = (field: string, rule: string, message: string): ApiError =>
  badRequest(`body.patient.${field}`, rule, message, `Invalid patient: ${message}`);

const hospitalOf = (store: Store, divisionId: number) => store.divisionsById.get(divisionId)?.hospital_id;

export function checkMrn(store: Store, mrn: string | undefined, divisionId: number, self?: Patient): void {
  if (mrn === undefined || mrn === self?.mrn) return;
  const hospital = hospitalOf(store, divisionId);
  // The health system's MRN length (Health System › Preferences) binds new and changed MRNs only.
  const length = hospital === undefined ? null : store.hospital(hospital).mrn_length;
  if (length !== null && mrn.trim().length !== length) throw invalid('mrn', 'length', `MRN must be ${length} characters long`);
  const wanted = mrn.toUpperCase();
  const taken = store.data.patients.some((p) => p !== self && p.mrn.toUpperCase() === wanted && hospitalOf(store, p.division_id) === hospital);
  if (taken) throw invalid('mrn', 'unique', 'MRN already exists');
}

export function checkDob(dob: string | null | undefined): void {
  // Today where the day is furthest ahead (UTC+14), so no one's today is refused.
  const latest = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
  if (dob && dob > latest) throw invalid('dob', 'past', 'Date of birth cannot be in the future');
}

/** The room a patient will have: none when discharged; else the one asked for, which must be of the division. */
export function roomFor(store: Store, roomId: number | null, divisionId: number, status: Patient['status']): Room | null {
  if (roomId === null) return null;
  if (status === 'discharged') throw invalid('room_id', 'discharged', 'A discharged patient has no room');
  const room = store.roomsById.get(roomId);
  const division = store.divisionsById.get(divisionId);
  if (!room || room.division_id !== divisionId) throw invalid('room_id', 'division', `room ${roomId} is not a room of ${division?.name ?? 'the division'}`);
  return room;
}

export function checkPatientStatus(store: Store, id: number | null | undefined, divisionId: number): void {
  if (id === null || id === undefined) return;
  const hospital = hospitalOf(store, divisionId);
  const value = store.data.dynamicFields.find((f) => f.id === id && f.hospital_id === hospital && f.table_name === 'patients' && f.field_name === 'status');
  if (!value?.is_enabled) throw invalid('patient_status_id', 'enabled', `${id} is not an enabled Virtual Patient Status`);
}

/** A discharged patient is not monitored: their running monitors are stopped first. */
export function checkDischarge(store: Store, patient: Patient, status: Patient['status'] | undefined): void {
  if (status !== 'discharged' || patient.status === 'discharged') return;
  if (store.data.monitors.some((m) => m.patient_id === patient.id && isRunning(m))) {
    throw invalid('status', 'monitored', 'Stop the patient’s monitoring before discharge');
  }
}
