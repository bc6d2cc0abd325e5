// ADT Messages (shell §2 route table: /monitoring/adt-messages; §6: Monitoring needs View AuditLog):
// every HL7 v2 ADT message the simulator's MLLP listener received, read-only, newest first, with
// the ACK it was answered and what it changed. The patient's name and MRN are PHI (masked).
import { adtAckCode, adtAckCodeTones, adtParseStatus, adtParseStatusTones } from './labels/monitoring.ts';
import { defineResource } from './types.ts';

export const adtMessages = defineResource({
  key: 'adt_messages',
  schema: 'AdtMessage',
  plural: 'AdtMessages',
  labels: { singular: 'ADT Message', plural: 'ADT Messages' },
  api: { base: '/adt_messages', operations: ['list', 'get', 'exportCsv'] },
  permission: { resource: 'AuditLog' },
  scope: 'organization',
  title: (m) => ({ text: `${m.message_type ?? 'Unparseable message'} ${m.control_id ?? ''}`.trim() }),
  columns: [
    { id: 'received_at', header: 'Received', value: (m) => m.received_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'message_type', header: 'Type', value: (m) => m.message_type, size: 150 },
    { id: 'control_id', header: 'Control ID', value: (m) => m.control_id, size: 160 },
    { id: 'ack_code', header: 'ACK', value: (m) => m.ack_code, format: { kind: 'tag', labels: adtAckCode, tones: adtAckCodeTones }, size: 140 },
    { id: 'ack_text', header: 'ACK Text', value: (m) => m.ack_text, size: 280 },
    { id: 'effect', header: 'Effect', value: (m) => m.effect, size: 320 },
    { id: 'patient_name', header: 'Patient', value: (m) => m.patient_name, format: { kind: 'mask', type: 'patient_name' }, size: 180 },
    { id: 'patient_mrn', header: 'MRN', value: (m) => m.patient_mrn, format: { kind: 'mask', type: 'mrn' }, size: 130 },
    { id: 'parse_status', header: 'Parse Status', value: (m) => m.parse_status, format: { kind: 'tag', labels: adtParseStatus, tones: adtParseStatusTones }, size: 130 },
    { id: 'sending_facility', header: 'Sending Facility', value: (m) => m.sending_facility, size: 160 },
    { id: 'id', header: 'ID', value: (m) => m.id, size: 90, hidden: true },
  ],
  filters: [
    { id: 'ack_code', label: 'ACK', kind: 'ENUM', options: { enum: adtAckCode } },
    { id: 'parse_status', label: 'Parse Status', kind: 'ENUM', options: { enum: adtParseStatus } },
    { id: 'message_type', label: 'Type', kind: 'TEXT' },
    { id: 'control_id', label: 'Control ID', kind: 'TEXT' },
    { id: 'received_at', label: 'Received', kind: 'DATETIMERANGE' },
  ],
  defaultSort: { field: 'received_at', direction: 'desc' },
  form: [],
  routes: { base: '/monitoring/adt-messages', name: 'monitoring.adt-messages', variants: ['list', 'view'], trail: [{ label: 'Monitoring' }] },
  menu: { admin: 'Monitoring', keywords: ['hl7', 'adt', 'mllp', 'interface'] },
});
