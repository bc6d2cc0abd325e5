// Patients on the generic collection: what is theirs alone. Rows join room, division, Virtual
// Patient Status and the running monitor (patient-rows.ts); the rules are in patient-rules.ts.
// getPatient answers the PatientDetail the live video overlay and the overview read, in place of
// the generic row; a patient's monitoring sessions are the monitors' rows.
import { patients } from '@bedside/resources';
import { roomPlace } from '../auth/access.ts';
import { Collection } from '../resources/collection.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec, Revision } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { Patient } from '../store/types.ts';
import { visitDeviceOf } from './device-access.ts';
import { patientMonitorCollection } from './patient-monitors.ts';
import { applyCustomValues } from '../resources/custom-fields.ts';
import { checkDischarge, checkDob, checkMrn, checkPatientStatus, roomFor } from './patient-rules.ts';
import { toPatientRows } from './patient-rows.ts';
import type { ApiHandlers } from './types.ts';
import { toCallDevice } from './video-device-contract.ts';
import { endUnservableRequests } from './virtual-request-serving.ts';

const statusLabel = (store: Store, id: number | null) => (id === null ? null : store.data.dynamicFields.find((f) => f.id === id)?.label ?? null);

// The create record is derived from the seeded patient rather than stored for 10,000+ patients.
function seededCreate(patient: Patient): Revision {
  return {
    id: 0,
    action: 'create',
    audited_changes: { display_name: patient.display_name, mrn: patient.mrn, dob: patient.dob, status: 'active' },
    username: 'System',
    created_at: patient.admitted_at ?? '2026-01-01T00:00:00.000Z',
  };
}

export const patientSpec: ResourceSpec<'Patient', 'Patients', Patient> = {
  descriptor: patients,
  records: (store) => store.data.patients,
  toRows: ({ services }, recs) => toPatientRows(services.store, recs),
  // A patient is seen with their room: a group giving the room (or its unit) gives its patients.
  placeOf: (store, p) => roomPlace(store, p.division_id, p.room_id),
  create: ({ services: { store } }, input, divisionId) => {
    // display_name, mrn and status are there: the form's required rules ran first.
    const status = input.status ?? 'active';
    checkMrn(store, input.mrn, divisionId);
    checkDob(input.dob);
    const room = roomFor(store, input.room_id ?? null, divisionId, status);
    checkPatientStatus(store, input.patient_status_id, divisionId);
    const now = new Date().toISOString();
    const patient: Patient = {
      id: store.nextId('patients'), display_name: (input.display_name ?? '').trim(), mrn: input.mrn ?? '', dob: input.dob ?? null,
      room_id: room?.id ?? null, division_id: divisionId, status, patient_status_id: input.patient_status_id ?? null,
      admitted_at: status === 'active' ? now : null, discharged_at: status === 'discharged' ? now : null,
      custom_fields: { ...input.custom_fields },
    };
    store.data.patients.push(patient);
    return patient;
  },
  update: ({ services: { store } }, patient, input, edit) => {
    checkMrn(store, input.mrn, patient.division_id, patient);
    checkDob(input.dob);
    checkDischarge(store, patient, input.status);
    const status = input.status ?? patient.status;
    // Discharge frees the room unless one is asked for (which roomFor refuses).
    const roomId = input.room_id !== undefined ? input.room_id : status === 'discharged' ? null : patient.room_id;
    const room = roomFor(store, roomId, patient.division_id, status);
    if (input.patient_status_id !== patient.patient_status_id) checkPatientStatus(store, input.patient_status_id, patient.division_id);

    edit.set('display_name', input.display_name?.trim());
    edit.set('mrn', input.mrn);
    edit.set('dob', input.dob);
    const now = new Date().toISOString();
    if (status !== patient.status) {
      edit.set('admitted_at', status === 'active' ? now : undefined);
      edit.set('discharged_at', status === 'discharged' ? now : null);
    }
    edit.set('status', status);
    // The revision shows the room's name and the status's label, as a person reads them.
    edit.note('room', patient.room_id === null ? null : store.roomsById.get(patient.room_id)?.name ?? null, room?.name ?? null);
    patient.room_id = room?.id ?? null;
    if (input.patient_status_id !== undefined) {
      edit.note('patient_status', statusLabel(store, patient.patient_status_id), statusLabel(store, input.patient_status_id));
      patient.patient_status_id = input.patient_status_id;
    }
    applyCustomValues(patient.custom_fields, input.custom_fields, edit);
  },
  dropdowns: {
    room: ({ services }, divisions, q) => services.store.data.rooms
      .filter((r) => divisions.has(r.division_id) && (!q || r.name.toLowerCase().includes(q.toLowerCase())))
      .map((r) => ({ key: String(r.id), value: r.name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
  },
  seededCreate,
  auditRef: 'patient_id',
  // Every path that discharges a patient or takes their room (this form, bulk discharge, ADT) is an update.
  afterChange: async (ctx, patient, action) => {
    if (action === 'update') await endUnservableRequests(ctx, patient);
  },
  sample: (store, divisionId) => ({
    display_name: 'Contract Sample Patient',
    mrn: `SMP-${store.data.patients.length + 1}`,
    dob: '1980-05-17',
    room_id: store.data.rooms.find((r) => r.division_id === divisionId)?.id ?? null,
    status: 'active',
    patient_status_id: store.data.dynamicFields.find((f) => f.is_enabled && f.hospital_id === store.divisionsById.get(divisionId)?.hospital_id)?.id ?? null,
  }),
};

export const patientCollection = new Collection(patientSpec);

export const patientHandlers: ApiHandlers = {
  ...resourceHandlers(patientSpec),
  // In place of the generic row: the patient with their monitors and the running monitor's device,
  // which the live video overlay uses to skip the device picker.
  getPatient: (ctx) => {
    const { store } = ctx.services;
    const patient = patientCollection.find(ctx, ctx.params.id);
    const row = patientCollection.row(ctx, patient);
    const division = store.divisionsById.get(patient.division_id);
    if (!division) throw new Error(`patient ${patient.id} has no division ${patient.division_id}`);
    const monitors = store.data.monitors.filter((m) => m.patient_id === patient.id);
    const device = visitDeviceOf(store, patient.id);
    return {
      ...row,
      division: { id: division.id, name: division.name, meeting_preview_enabled: division.meeting_preview_enabled },
      patient_monitors: monitors.map((m) => ({
        id: m.id,
        status: m.status,
        video_device_id: m.video_device_id,
        room_name: (m.video_device_id ? store.devicesById.get(m.video_device_id)?.room?.name : null) ?? row.room?.name ?? null,
      })),
      // As a visit uses it: a reader of patients may not read the devices screen's identifiers.
      video_device: device ? toCallDevice(device) : null,
    };
  },
  listPatientMonitoringSessions: (ctx) => {
    const patient = patientCollection.find(ctx, ctx.params.id);
    const monitors = ctx.services.store.data.monitors.filter((m) => m.patient_id === patient.id);
    monitors.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return patientMonitorCollection.spec.toRows(ctx, monitors);
  },
};
