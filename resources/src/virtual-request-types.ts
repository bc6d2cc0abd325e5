// Virtual request types of the organisation (shell §2 route table: /virtual-request-types; §6: the
// screen needs Edit Role, as do its changes). One type says how requests of its kind are announced
// (live video §3-§4): the default priority, the notification sound and how often it repeats, and
// the video reason of a visit opened from the request. Users are notified of the kinds they hold.
import { notificationSound, virtualRequestKind, virtualRequestPriority, virtualRequestPriorityTones } from './labels/virtual-request.ts';
import { defineResource } from './types.ts';

export const virtualRequestTypes = defineResource({
  key: 'virtual_request_types',
  schema: 'VirtualRequestType',
  plural: 'VirtualRequestTypes',
  labels: { singular: 'Virtual Request Type', plural: 'Virtual Request Types' },
  api: { base: '/virtual_request_types', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'dropdown', 'revisions'] },
  permission: { resource: 'Role', view: 'Edit', edit: 'Edit' },
  scope: 'organization',
  title: (t) => ({ text: t.name }),
  columns: [
    { id: 'name', header: 'Name', value: (t) => t.name, format: { kind: 'link' }, size: 220 },
    { id: 'kind', header: 'Request Kind', value: (t) => t.kind, format: { kind: 'enum', labels: virtualRequestKind }, size: 170 },
    { id: 'default_priority', header: 'Default Priority', value: (t) => t.default_priority, format: { kind: 'tag', labels: virtualRequestPriority, tones: virtualRequestPriorityTones }, size: 150 },
    { id: 'notification_sound', header: 'Notification Sound', value: (t) => t.notification_sound, format: { kind: 'enum', labels: notificationSound }, size: 170 },
    { id: 'sound_repeat_count', header: 'Sound Repeat Count', value: (t) => t.sound_repeat_count, size: 120 },
    { id: 'video_reason', header: 'Video Reason', value: (t) => t.video_reason?.name ?? null, size: 200 },
    { id: 'enabled', header: 'Enabled', value: (t) => t.enabled, format: { kind: 'boolean' }, size: 110 },
    { id: 'updated_at', header: 'Updated', value: (t) => t.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'id', header: 'ID', value: (t) => t.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'name', label: 'Name', kind: 'TEXT' },
    { id: 'kind', label: 'Request Kind', kind: 'ENUM', options: { enum: virtualRequestKind } },
    { id: 'default_priority', label: 'Default Priority', kind: 'ENUM', options: { enum: virtualRequestPriority } },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    // A type keeps its kind: the users holding that kind are the ones it notifies.
    { name: 'kind', label: 'Request Kind', input: 'select', options: { enum: virtualRequestKind }, rules: [{ rule: 'required' }], on: 'create' },
    { name: 'default_priority', label: 'Default Priority', input: 'select', options: { enum: virtualRequestPriority }, rules: [{ rule: 'required' }] },
    { name: 'notification_sound', label: 'Notification Sound', input: 'select', options: { enum: notificationSound }, rules: [{ rule: 'required' }] },
    {
      name: 'sound_repeat_count', label: 'Sound Repeat Count', input: 'number', rules: [{ rule: 'positiveInteger' }, { rule: 'valueLessThan', max: 10 }],
      hint: 'How many times the sound plays, 1 to 10. Empty: once',
    },
    { name: 'video_reason_id', label: 'Video Reason', input: 'select', options: { dropdown: 'video_reason' }, from: (t) => t.video_reason?.id ?? null },
    // A new type notifies at once; turning one off is an edit.
    { name: 'enabled', label: 'Enabled', input: 'checkbox', on: 'edit' },
  ],
  routes: { base: '/virtual-request-types', name: 'virtual-request-types', variants: ['list', 'add', 'edit'], trail: [{ label: 'Health System' }] },
  menu: { admin: 'Health System' },
});
