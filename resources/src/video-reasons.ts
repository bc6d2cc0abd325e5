// Video reasons of the organisation (shell §2 route table: /health-system/video-reasons list, add,
// {id}/edit; the Health System entry needs Edit Hospital, §6, which also guards reading them here).
// The enabled ones, by sort order, are the Video Reason select of Video Meeting Settings (live video §2).
import { defineResource } from './types.ts';

export const videoReasons = defineResource({
  key: 'video_reasons',
  schema: 'VideoReason',
  plural: 'VideoReasons',
  labels: { singular: 'Video Reason', plural: 'Video Reasons' },
  api: { base: '/video_reasons', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'revisions'] },
  permission: { resource: 'Hospital', view: 'Edit', edit: 'Edit' },
  scope: 'organization',
  title: (r) => ({ text: r.name }),
  columns: [
    { id: 'name', header: 'Name', value: (r) => r.name, format: { kind: 'link' }, size: 260 },
    { id: 'sort_order', header: 'Sort Order', value: (r) => r.sort_order, size: 120 },
    { id: 'enabled', header: 'Enabled', value: (r) => r.enabled, format: { kind: 'boolean' }, size: 110 },
    { id: 'updated_at', header: 'Updated', value: (r) => r.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'id', header: 'ID', value: (r) => r.id, size: 80, hidden: true },
  ],
  filters: [{ id: 'name', label: 'Name', kind: 'TEXT' }],
  defaultSort: { field: 'sort_order', direction: 'asc' },
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    // Empty: after the others.
    { name: 'sort_order', label: 'Sort Order', input: 'number', rules: [{ rule: 'positiveInteger' }, { rule: 'valueLessThan', max: 9999 }] },
    // A new reason is offered at once; disabling one is an edit (its past visits keep it).
    { name: 'enabled', label: 'Enabled', input: 'checkbox', on: 'edit' },
  ],
  routes: { base: '/health-system/video-reasons', name: 'health-system.video-reasons', variants: ['list', 'add', 'edit'], trail: [{ label: 'Health System' }] },
  menu: { admin: 'Health System' },
});
