// Logs (shell §2 route table: /monitoring/logs; §6: Monitoring needs View AuditLog): every audit
// entry the backend recorded, read-only, newest first, filterable and exported as CSV.
import { defineResource } from './types.ts';

export const logEntries = defineResource({
  key: 'log_entries',
  schema: 'LogEntry',
  plural: 'LogEntries',
  labels: { singular: 'Log Entry', plural: 'Logs' },
  api: { base: '/log_entries', operations: ['list', 'get', 'exportCsv', 'dropdown'] },
  permission: { resource: 'AuditLog' },
  scope: 'organization',
  title: (e) => ({ text: `${e.category} #${e.id}` }),
  columns: [
    { id: 'created_at', header: 'Time', value: (e) => e.created_at, format: { kind: 'datetime' }, size: 190 },
    { id: 'category', header: 'Category', value: (e) => e.category, size: 240 },
    { id: 'user', header: 'User', value: (e) => e.user.name, size: 200 },
    { id: 'video_type', header: 'Video Type', value: (e) => e.video_type, size: 130 },
    { id: 'source', header: 'Source', value: (e) => e.source, size: 160 },
    { id: 'patient_id', header: 'Patient ID', value: (e) => e.patient_id, size: 110 },
    { id: 'patient_monitor_id', header: 'Monitor ID', value: (e) => e.patient_monitor_id, size: 110 },
    { id: 'video_device_id', header: 'Device ID', value: (e) => e.video_device_id, size: 110 },
    { id: 'meeting_id', header: 'Meeting', value: (e) => e.meeting_id, hidden: true },
    { id: 'session_id', header: 'Session', value: (e) => e.session_id, hidden: true },
    { id: 'id', header: 'ID', value: (e) => e.id, size: 90, hidden: true },
  ],
  filters: [
    { id: 'category', label: 'Category', kind: 'AUTOCOMPLETE', options: { dropdown: 'category' } },
    { id: 'user', label: 'User', kind: 'AUTOCOMPLETE', options: { dropdown: 'user' } },
    { id: 'created_at', label: 'Time', kind: 'DATETIMERANGE' },
  ],
  defaultSort: { field: 'created_at', direction: 'desc' },
  form: [],
  routes: { base: '/monitoring/logs', name: 'monitoring.logs', variants: ['list'], trail: [{ label: 'Monitoring' }] },
  menu: { admin: 'Monitoring', keywords: ['audit'] },
});
