// Patients (shell §2, §3, §5; live video spec, Patient quick edit). The overview and its tabs are
// the web's own pages; this is the list, the add/edit form and the record as the generic pages show it.
import { monitorStatus, monitorStatusTones, patientStatus, patientStatusTones } from './labels/patient.ts';
import { defineResource } from './types.ts';

/** The Virtual Patient Status values (GET /dynamic_fields), N/A first. */
const virtualPatientStatus = { dynamicField: { table: 'patients', field: 'status' }, na: true } as const;

export const patients = defineResource({
  key: 'patients',
  schema: 'Patient',
  plural: 'Patients',
  labels: { singular: 'Patient', plural: 'Patients' },
  api: { base: '/patients', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'dropdown', 'revisions'] },
  permission: { resource: 'Patient' },
  title: (p) => ({ text: p.display_name, mask: 'patient_name' }),
  distinguishBy: ['room'],
  columns: [
    { id: 'display_name', header: 'Name', value: (p) => p.display_name, format: { kind: 'mask', type: 'patient_name' }, size: 200 },
    { id: 'mrn', header: 'MRN', value: (p) => p.mrn, format: { kind: 'mask', type: 'mrn' }, size: 130 },
    { id: 'dob', header: 'DOB', value: (p) => p.dob, format: { kind: 'mask', type: 'dob' }, size: 120 },
    { id: 'status', header: 'Status', value: (p) => p.status, format: { kind: 'tag', labels: patientStatus, tones: patientStatusTones }, size: 120 },
    { id: 'patient_status', header: 'Virtual Patient Status', value: (p) => p.patient_status?.label ?? null, size: 190 },
    { id: 'room', header: 'Room', value: (p) => p.room?.name },
    { id: 'division', header: 'Division', value: (p) => p.division.name },
    { id: 'monitor_status', header: 'Monitor', value: (p) => p.monitor_status, format: { kind: 'tag', labels: monitorStatus, tones: monitorStatusTones }, size: 120 },
    { id: 'admitted_at', header: 'Admitted', value: (p) => p.admitted_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'discharged_at', header: 'Discharged', value: (p) => p.discharged_at, format: { kind: 'datetime' }, size: 180, hidden: true },
    { id: 'id', header: 'ID', value: (p) => p.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'display_name', label: 'Name', kind: 'TEXT' },
    { id: 'mrn', label: 'MRN', kind: 'TEXT' },
    { id: 'dob', label: 'DOB', kind: 'DATE' },
    { id: 'status', label: 'Status', kind: 'ENUM', options: { enum: patientStatus } },
    // 0 stands for N/A (no status) in the contract.
    { id: 'patient_status_id', label: 'Virtual Patient Status', kind: 'ENUM', options: virtualPatientStatus, value: (p) => p.patient_status_id ?? 0 },
    { id: 'monitor_status', label: 'Monitor', kind: 'ENUM', options: { enum: monitorStatus } },
    { id: 'room', label: 'Room', kind: 'AUTOCOMPLETE', options: { dropdown: 'room' }, dynamic: true },
    { id: 'division', label: 'Division', kind: 'TEXT' },
    { id: 'admitted_at', label: 'Admitted', kind: 'DATERANGE' },
  ],
  defaultFilters: { status: ['active'] },
  defaultSort: { field: 'display_name', direction: 'asc' },
  customFields: 'patient',
  form: [
    { name: 'display_name', label: 'Name', input: 'text', mask: 'patient_name', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    { name: 'mrn', label: 'MRN', input: 'text', mask: 'mrn', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 20 }] },
    { name: 'dob', label: 'Date of Birth', input: 'date', mask: 'dob' },
    { name: 'room_id', label: 'Room', input: 'select', options: { dropdown: 'room' }, from: (p) => p.room?.id ?? null },
    { name: 'status', label: 'Status', input: 'select', options: { enum: patientStatus }, rules: [{ rule: 'required' }] },
    { name: 'patient_status_id', label: 'Virtual Patient Status', input: 'select', options: virtualPatientStatus },
  ],
  routes: { base: '/patients', name: 'patients', variants: ['list', 'add', 'edit', 'view'], trail: [] },
  menu: { pageKind: 'patients_list' },
});
