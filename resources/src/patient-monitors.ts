// Patient monitors (shell §2, §4; issue 11): a monitor ties a patient to a device (the room follows
// the device). Start, pause (with a reason), resume and stop are actions of their own, not CRUD.
import { monitorStatus, monitorStatusTones } from './labels/patient.ts';
import { defineResource } from './types.ts';

export const patientMonitors = defineResource({
  key: 'patient_monitors',
  schema: 'PatientMonitor',
  plural: 'PatientMonitors',
  labels: { singular: 'Patient Monitor', plural: 'Patient Monitors' },
  api: { base: '/patient_monitors', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'dropdown', 'revisions'] },
  permission: { resource: 'PatientMonitor' },
  title: (m) => ({ text: m.patient.display_name, mask: 'patient_name' }),
  distinguishBy: ['room'],
  columns: [
    { id: 'status', header: 'Status', value: (m) => m.status, format: { kind: 'tag', labels: monitorStatus, tones: monitorStatusTones }, size: 110 },
    { id: 'patient', header: 'Patient', value: (m) => m.patient.display_name, format: { kind: 'mask', type: 'patient_name' }, size: 200 },
    { id: 'mrn', header: 'MRN', value: (m) => m.patient.mrn, format: { kind: 'mask', type: 'mrn' }, size: 130 },
    { id: 'room', header: 'Room', value: (m) => m.room?.name },
    { id: 'video_device', header: 'Device', value: (m) => m.video_device?.name, size: 180 },
    { id: 'monitor_started_at', header: 'Started', value: (m) => m.monitor_started_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'updated_at', header: 'Updated', value: (m) => m.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'pause_reason', header: 'Pause Reason', value: (m) => m.pause_reason, size: 180 },
    { id: 'division', header: 'Division', value: (m) => m.division.name },
    { id: 'monitor_ended_at', header: 'Ended', value: (m) => m.monitor_ended_at, format: { kind: 'datetime' }, size: 180, hidden: true },
    { id: 'id', header: 'ID', value: (m) => m.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'status', label: 'Status', kind: 'ENUM', options: { enum: monitorStatus } },
    { id: 'patient', label: 'Patient', kind: 'TEXT' },
    { id: 'mrn', label: 'MRN', kind: 'TEXT' },
    { id: 'room', label: 'Room', kind: 'AUTOCOMPLETE', options: { dropdown: 'room' }, dynamic: true },
    { id: 'video_device', label: 'Device', kind: 'AUTOCOMPLETE', options: { dropdown: 'video_device' }, dynamic: true },
    { id: 'monitor_started_at', label: 'Started', kind: 'DATETIMERANGE' },
  ],
  // One patient's monitors (the overview's Monitors tab); not a table filter.
  serverFilters: ['patient_id', 'unit_id', 'assigned_to_me'],
  defaultFilters: { status: ['pending', 'active', 'paused'] },
  defaultSort: { field: 'status', direction: 'asc' },
  form: [
    {
      name: 'patient_id', label: 'Patient', input: 'select', options: { dropdown: 'patient' }, mask: 'patient_name', on: 'create',
      rules: [{ rule: 'required' }], from: (m) => m.patient.id,
    },
    { name: 'video_device_id', label: 'Device', input: 'select', options: { dropdown: 'video_device' }, rules: [{ rule: 'required' }], from: (m) => m.video_device?.id ?? null },
  ],
  routes: {
    base: '/patient-monitors',
    name: 'patient-monitors',
    variants: ['list', 'add', 'edit', 'view'],
    trail: [],
    extra: [
      { path: ':id/monitoring', title: 'Monitoring', name: 'monitoring' },
      { path: 'multipause', title: 'Pause Monitors', edit: true },
      { path: 'multiresume', title: 'Resume Monitors', edit: true },
    ],
  },
  menu: { pageKind: 'patient_monitors' },
});
