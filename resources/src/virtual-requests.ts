// Virtual requests raised for patients (live video §3: type, priority, status, patient, room,
// division, assignee). The spec's route table names no list for them: staff read them at
// /virtual-requests (list, add, view), on the patients' permissions (View Patient to read, Edit
// Patient to raise one). Accept, dismiss and receive are the room notification's (live video §4),
// not edits, so the list has no edit page.
import {
  requestAge, virtualRequestKind, virtualRequestPriority, virtualRequestPriorityTones, virtualRequestStatus, virtualRequestStatusTones,
} from './labels/virtual-request.ts';
import { defineResource } from './types.ts';

export const virtualRequests = defineResource({
  key: 'virtual_requests',
  schema: 'VirtualRequest',
  plural: 'VirtualRequests',
  labels: { singular: 'Virtual Request', plural: 'Virtual Requests' },
  api: { base: '/virtual_requests', operations: ['list', 'get', 'create', 'exportCsv', 'dropdown', 'revisions'] },
  permission: { resource: 'Patient' },
  title: (r) => ({ text: `${r.type} request` }),
  columns: [
    { id: 'type', header: 'Type', value: (r) => r.type, format: { kind: 'link' }, size: 170 },
    { id: 'kind', header: 'Request Kind', value: (r) => r.kind, format: { kind: 'enum', labels: virtualRequestKind }, size: 160, hidden: true },
    { id: 'priority', header: 'Priority', value: (r) => r.priority, format: { kind: 'tag', labels: virtualRequestPriority, tones: virtualRequestPriorityTones }, size: 110 },
    { id: 'status', header: 'Status', value: (r) => r.status, format: { kind: 'tag', labels: virtualRequestStatus, tones: virtualRequestStatusTones }, size: 120 },
    { id: 'patient', header: 'Patient', value: (r) => r.patient.name, format: { kind: 'mask', type: 'patient_name' }, size: 200 },
    { id: 'room', header: 'Room', value: (r) => r.room?.name ?? null, size: 110 },
    { id: 'division', header: 'Division', value: (r) => r.division.name, size: 150 },
    { id: 'assignee', header: 'Assignee', value: (r) => r.assignee?.name ?? null, size: 170 },
    { id: 'created_at', header: 'Raised', value: (r) => r.created_at, format: { kind: 'datetime' }, size: 180 },
    // How long it has waited; sorted through Raised (its text, "9 min" and "10 min", would sort wrongly).
    { id: 'age', header: 'Age', value: (r) => requestAge(r.created_at), size: 90, sortable: false },
    { id: 'id', header: 'ID', value: (r) => r.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'type', label: 'Type', kind: 'TEXT' },
    { id: 'status', label: 'Status', kind: 'ENUM', options: { enum: virtualRequestStatus } },
    { id: 'priority', label: 'Priority', kind: 'ENUM', options: { enum: virtualRequestPriority } },
    { id: 'room', label: 'Room', kind: 'TEXT' },
    { id: 'division', label: 'Division', kind: 'AUTOCOMPLETE', options: { dropdown: 'division' }, dynamic: true },
  ],
  defaultFilters: { status: ['open'] },
  defaultSort: { field: 'created_at', direction: 'desc' },
  form: [
    { name: 'patient_id', label: 'Patient', input: 'select', options: { dropdown: 'patient' }, mask: 'patient_name', rules: [{ rule: 'required' }] },
    { name: 'virtual_request_type_id', label: 'Type', input: 'select', options: { dropdown: 'virtual_request_type' }, rules: [{ rule: 'required' }] },
    { name: 'priority', label: 'Priority', input: 'select', options: { enum: virtualRequestPriority }, hint: "Empty: the type's default priority" },
  ],
  routes: { base: '/virtual-requests', name: 'virtual-requests', variants: ['list', 'add', 'view'], trail: [] },
  // The simulator records who received and who dismissed the notification (the users' names), and
  // why a request nobody can serve was denied.
  revisionLabels: { received_by: 'Received By', dismissed_by: 'Dismissed By', reason: 'Reason' },
});
