// Background jobs (shell §2 route table: /system/background-jobs; §6: System needs Manage System):
// long work the simulator runs off the request (a large CSV export, a bulk discharge), read-only
// here; each job is started from its table and retried or cancelled by its own actions.
import { backgroundJobKind, backgroundJobStatus, backgroundJobStatusTones } from './labels/background-job.ts';
import { defineResource } from './types.ts';

export const backgroundJobs = defineResource({
  key: 'background_jobs',
  schema: 'BackgroundJob',
  plural: 'BackgroundJobs',
  labels: { singular: 'Background Job', plural: 'Background Jobs' },
  api: { base: '/background_jobs', operations: ['list', 'get', 'exportCsv'] },
  permission: { resource: 'System', view: 'Manage', edit: 'Manage' },
  scope: 'organization',
  title: (j) => ({ text: j.title }),
  columns: [
    { id: 'title', header: 'Job', value: (j) => j.title, size: 240 },
    { id: 'kind', header: 'Kind', value: (j) => j.kind, format: { kind: 'enum', labels: backgroundJobKind }, size: 140 },
    { id: 'requested_by', header: 'Requested By', value: (j) => j.requested_by.name, size: 180 },
    { id: 'status', header: 'Status', value: (j) => j.status, format: { kind: 'tag', labels: backgroundJobStatus, tones: backgroundJobStatusTones }, size: 120 },
    { id: 'progress', header: 'Progress', value: (j) => `${j.done}/${j.total} (${j.percent} %)`, sortable: false, size: 200 },
    { id: 'failed', header: 'Failed', value: (j) => j.failed, size: 90 },
    { id: 'started_at', header: 'Started', value: (j) => j.started_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'finished_at', header: 'Finished', value: (j) => j.finished_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'created_at', header: 'Created', value: (j) => j.created_at, format: { kind: 'datetime' }, size: 180, hidden: true },
    { id: 'id', header: 'ID', value: (j) => j.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'kind', label: 'Kind', kind: 'ENUM', options: { enum: backgroundJobKind } },
    { id: 'status', label: 'Status', kind: 'ENUM', options: { enum: backgroundJobStatus } },
    { id: 'requested_by', label: 'Requested By', kind: 'TEXT' },
  ],
  defaultSort: { field: 'created_at', direction: 'desc' },
  form: [],
  routes: { base: '/system/background-jobs', name: 'system.background-jobs', variants: ['list'], trail: [{ label: 'System' }] },
  menu: { admin: 'System', keywords: ['jobs', 'exports', 'bulk'] },
});
