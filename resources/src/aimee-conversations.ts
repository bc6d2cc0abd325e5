// Aimee conversations (shell §2: /system/aimee-conversations; live video §6: View AimeeConversation
// reads them). Read-only: a conversation is started, saved and ended by the call view's Aimee calls
// (simulator/src/api/aimee-conversations.ts). Each belongs to the division of its patient monitor,
// or to the caller's division when there was no active monitor. The transcript is on the record page.
import { aimeeConversationStatus } from './labels/aimee.ts';
import { defineResource } from './types.ts';

export const aimeeConversations = defineResource({
  key: 'aimee_conversations',
  schema: 'AimeeConversation',
  plural: 'AimeeConversations',
  labels: { singular: 'Aimee Conversation', plural: 'Aimee Conversations' },
  api: { base: '/aimee_conversations', operations: ['list', 'get'] },
  permission: { resource: 'AimeeConversation', view: 'View', edit: 'View' },
  title: (c) => ({ text: `Aimee Conversation ${c.id}` }),
  columns: [
    { id: 'started_at', header: 'Started', value: (c) => c.started_at, format: { kind: 'datetime' }, size: 190 },
    { id: 'status', header: 'Status', value: (c) => c.status, format: { kind: 'tag', labels: aimeeConversationStatus, tones: { connected: 'success', ended: 'neutral' } }, size: 130 },
    { id: 'patient', header: 'Patient', value: (c) => c.patient?.display_name ?? null, format: { kind: 'mask', type: 'patient_name' }, size: 200 },
    { id: 'prompt', header: 'Prompt', value: (c) => `${c.prompt.name} (version ${c.prompt.version})`, format: { kind: 'link' }, size: 240 },
    { id: 'started_by', header: 'Started By', value: (c) => c.started_by.name, size: 180 },
    { id: 'lines', header: 'Lines', value: (c) => c.transcript.length, size: 100 },
    { id: 'ended_at', header: 'Ended', value: (c) => c.ended_at, format: { kind: 'datetime' }, size: 190 },
    {
      id: 'transcript', header: 'Transcript', value: (c) => c.transcript.map((l) => `${l.role === 'assistant' ? 'Aimee' : 'Patient'}: ${l.text}`).join('\n'),
      // Aimee greets the patient by name, and a patient may say their MRN or date of birth: masked
      // here as in the call's panel (PHI sweeps found the name, then the MRN and DOB, unmasked).
      maskPatientOf: (c) => c.patient, size: 400, hidden: true,
    },
    { id: 'meeting_id', header: 'Meeting', value: (c) => c.meeting_id, size: 160, hidden: true },
    { id: 'division', header: 'Division', value: (c) => c.division.name, size: 160, hidden: true },
    { id: 'id', header: 'ID', value: (c) => c.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'status', label: 'Status', kind: 'ENUM', options: { enum: aimeeConversationStatus } },
    { id: 'prompt', label: 'Prompt', kind: 'TEXT' },
    { id: 'started_at', label: 'Started', kind: 'DATETIMERANGE' },
  ],
  defaultSort: { field: 'started_at', direction: 'desc' },
  form: [],
  routes: { base: '/system/aimee-conversations', name: 'system.aimee-conversations', variants: ['list', 'view'], trail: [{ label: 'System' }] },
  menu: { admin: 'System', keywords: ['aimee', 'assistant', 'transcript'] },
});
