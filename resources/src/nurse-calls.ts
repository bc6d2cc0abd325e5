// Nurse Call (shell §2 route table: /monitoring/nurse-call; §6: Monitoring needs View AuditLog):
// every call a room's nurse call system raised, read-only, newest first, with what became of the
// virtual request it raised and how long it waited for someone to accept it. Division scope: a
// call names a patient of one division. The patient's name is PHI (masked).
import { nurseCallOutcome, nurseCallOutcomeTones, nurseCallType } from './labels/nurse-call.ts';
import { virtualRequestPriority, virtualRequestPriorityTones } from './labels/virtual-request.ts';
import { defineResource } from './types.ts';

export const nurseCalls = defineResource({
  key: 'nurse_calls',
  schema: 'NurseCall',
  plural: 'NurseCalls',
  labels: { singular: 'Nurse Call', plural: 'Nurse Call' },
  api: { base: '/nurse_calls', operations: ['list', 'get', 'exportCsv'] },
  permission: { resource: 'AuditLog' },
  title: (c) => ({ text: `${nurseCallType.text[c.call_type]} ${c.room.name}` }),
  columns: [
    { id: 'raised_at', header: 'Raised', value: (c) => c.raised_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'room', header: 'Room', value: (c) => c.room.name, size: 110 },
    { id: 'patient', header: 'Patient', value: (c) => c.patient.name, format: { kind: 'mask', type: 'patient_name' }, size: 190 },
    { id: 'call_type', header: 'Call Type', value: (c) => c.call_type, format: { kind: 'enum', labels: nurseCallType }, size: 150 },
    { id: 'priority', header: 'Priority', value: (c) => c.priority, format: { kind: 'tag', labels: virtualRequestPriority, tones: virtualRequestPriorityTones }, size: 110 },
    { id: 'outcome', header: 'Outcome', value: (c) => c.outcome, format: { kind: 'tag', labels: nurseCallOutcome, tones: nurseCallOutcomeTones }, size: 130 },
    { id: 'accepted_by', header: 'Accepted By', value: (c) => c.accepted_by?.name ?? null, size: 180 },
    { id: 'response_time_sec', header: 'Response Time', value: (c) => c.response_time_sec, format: { kind: 'duration' }, size: 140 },
    { id: 'notified_count', header: 'Staff Notified', value: (c) => c.notified_count, size: 120, hidden: true },
    { id: 'division', header: 'Division', value: (c) => c.division.name, size: 150 },
    { id: 'raised_by', header: 'Raised By', value: (c) => c.raised_by, size: 170, hidden: true },
    { id: 'id', header: 'ID', value: (c) => c.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'outcome', label: 'Outcome', kind: 'ENUM', options: { enum: nurseCallOutcome } },
    { id: 'call_type', label: 'Call Type', kind: 'ENUM', options: { enum: nurseCallType } },
    { id: 'priority', label: 'Priority', kind: 'ENUM', options: { enum: virtualRequestPriority } },
    { id: 'room', label: 'Room', kind: 'TEXT' },
    { id: 'raised_at', label: 'Raised', kind: 'DATETIMERANGE' },
  ],
  defaultSort: { field: 'raised_at', direction: 'desc' },
  form: [],
  routes: { base: '/monitoring/nurse-call', name: 'monitoring.nurse-call', variants: ['list', 'view'], trail: [{ label: 'Monitoring' }] },
  menu: { admin: 'Monitoring', keywords: ['nurse call', 'call light', 'code blue', 'response time'] },
});
