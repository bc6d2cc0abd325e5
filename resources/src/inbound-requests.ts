// Inbound Requests (shell §2 route table: /monitoring/inbound-requests; §6: Monitoring needs View
// AuditLog): the provider API's request log, read-only, newest first, filterable and exported as CSV.
// The simulator records it (simulator/src/request-logging.ts); the rows never hold bodies, tokens
// or query values.
import { requestMethod, statusClass, statusClassTones } from './labels/monitoring.ts';
import { defineResource } from './types.ts';

export const inboundRequests = defineResource({
  key: 'inbound_requests',
  schema: 'InboundRequest',
  plural: 'InboundRequests',
  labels: { singular: 'Inbound Request', plural: 'Inbound Requests' },
  api: { base: '/inbound_requests', operations: ['list', 'exportCsv'] },
  permission: { resource: 'AuditLog' },
  scope: 'organization',
  title: (r) => ({ text: `${r.method} ${r.path}` }),
  columns: [
    { id: 'created_at', header: 'Time', value: (r) => r.created_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'method', header: 'Method', value: (r) => r.method, size: 90 },
    { id: 'route', header: 'Route', value: (r) => r.route, size: 230 },
    { id: 'status', header: 'Status', value: (r) => r.status, size: 80 },
    { id: 'status_class', header: 'Class', value: (r) => r.status_class, format: { kind: 'tag', labels: statusClass, tones: statusClassTones }, size: 160 },
    { id: 'latency_ms', header: 'Latency (ms)', value: (r) => r.latency_ms, size: 120 },
    { id: 'user', header: 'User', value: (r) => r.user, size: 240 },
    { id: 'division', header: 'Division', value: (r) => r.division, size: 140 },
    { id: 'path', header: 'Path', value: (r) => r.path, size: 320 },
    { id: 'id', header: 'ID', value: (r) => r.id, size: 90, hidden: true },
  ],
  filters: [
    { id: 'status_class', label: 'Status', kind: 'ENUM', options: { enum: statusClass } },
    { id: 'method', label: 'Method', kind: 'ENUM', options: { enum: requestMethod } },
    { id: 'path', label: 'Path', kind: 'TEXT' },
    { id: 'user', label: 'User', kind: 'TEXT' },
    { id: 'created_at', label: 'Time', kind: 'DATETIMERANGE' },
  ],
  defaultSort: { field: 'created_at', direction: 'desc' },
  form: [],
  routes: { base: '/monitoring/inbound-requests', name: 'monitoring.inbound-requests', variants: ['list'], trail: [{ label: 'Monitoring' }] },
  menu: { admin: 'Monitoring', keywords: ['api', 'requests', 'latency'] },
});
