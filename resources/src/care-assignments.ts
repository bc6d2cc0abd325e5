// Care assignments (shell §2 /care-assignments, §6 View or Manage PatientMonitorAssignment): who
// looks after which patient for each staff type. A manager assigns and reassigns (Manage); the
// others read who covers whom (View). One assignee per patient and staff type; the assignee holds
// the staff type and the patient's division. A staff member's own list is /my-assignments.
import { staffKind } from './labels/staff-kind.ts';
import { defineResource } from './types.ts';

export const careAssignments = defineResource({
  key: 'care_assignments',
  schema: 'CareAssignment',
  plural: 'CareAssignments',
  labels: { singular: 'Care Assignment', plural: 'Care Assignments' },
  api: { base: '/care_assignments', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'dropdown', 'revisions'] },
  permission: { resource: 'PatientMonitorAssignment', view: 'View', edit: 'Manage' },
  title: (a) => ({ text: a.patient.display_name, mask: 'patient_name' }),
  columns: [
    { id: 'patient', header: 'Patient', value: (a) => a.patient.display_name, format: { kind: 'mask', type: 'patient_name' } },
    { id: 'staff_kind', header: 'Staff Type', value: (a) => a.staff_kind, format: { kind: 'enum', labels: staffKind }, size: 160 },
    { id: 'assignee', header: 'Assignee', value: (a) => a.assignee.name, format: { kind: 'link' } },
    { id: 'room', header: 'Room', value: (a) => a.room_name, size: 120 },
    { id: 'unit', header: 'Unit', value: (a) => a.unit_name },
    { id: 'assigned_at', header: 'Assigned', value: (a) => a.assigned_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'division', header: 'Division', value: (a) => a.division.name, hidden: true },
    { id: 'id', header: 'ID', value: (a) => a.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'patient', label: 'Patient', kind: 'TEXT' },
    { id: 'unit', label: 'Unit', kind: 'AUTOCOMPLETE', options: { dropdown: 'unit' }, dynamic: true },
    { id: 'staff_kind', label: 'Staff Type', kind: 'ENUM', options: { enum: staffKind } },
    { id: 'assignee', label: 'Assignee', kind: 'TEXT' },
  ],
  defaultSort: { field: 'patient', direction: 'asc' },
  // Patient and staff type are what an assignment is; an edit reassigns it to someone else.
  form: [
    { name: 'patient_id', label: 'Patient', input: 'select', options: { dropdown: 'patient' }, mask: 'patient_name', on: 'create', rules: [{ rule: 'required' }], from: (a) => a.patient.id },
    { name: 'staff_kind', label: 'Staff Type', input: 'select', options: { enum: staffKind }, on: 'create', rules: [{ rule: 'required' }] },
    { name: 'user_id', label: 'Assignee', input: 'select', options: { dropdown: 'assignee' }, rules: [{ rule: 'required' }], from: (a) => a.assignee.id },
  ],
  routes: { base: '/care-assignments', name: 'care-assignments', variants: ['list', 'add', 'edit', 'view'], trail: [] },
  menu: { pageKind: 'care_assignments' },
});
