// Logs on the generic collection: the audit entries the backend recorded (record changes written by
// the collection, video activity posted by the web), read-only. An entry belongs to the
// organisation of the user who caused it; its user is named, its patient only by id.
import { logEntries } from '@bedside/resources';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { AuditLog } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

const contains = (text: string, q: string | undefined) => !q || text.toLowerCase().includes(q.toLowerCase());

export const logEntrySpec: ResourceSpec<'LogEntry', 'LogEntries', AuditLog> = {
  descriptor: logEntries,
  records: (store) => store.data.auditLogs,
  organizationOf: (entry, store) => store.usersById.get(entry.user_id)?.organization_id,
  toRows: ({ services: { store } }, recs) => recs.map((e) => ({
    id: e.id,
    created_at: e.created_at,
    category: e.category,
    user: { id: e.user_id, name: store.usersById.get(e.user_id)?.name ?? 'Unknown user' },
    session_id: e.session_id ?? null,
    patient_monitor_id: e.patient_monitor_id ?? null,
    patient_id: e.patient_id ?? null,
    video_device_id: e.video_device_id ?? null,
    video_type: e.video_type ?? null,
    meeting_id: e.meeting_id ?? null,
    source: e.source ?? null,
  })),
  dropdowns: {
    user: ({ auth, services }, _divisions, q) => services.store.data.users
      .filter((u) => u.organization_id === auth.user.organization_id && contains(u.name, q))
      .map((u) => ({ key: u.name, value: u.name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    category: ({ auth, services: { store } }, _divisions, q) => {
      const own = new Set(store.data.users.filter((u) => u.organization_id === auth.user.organization_id).map((u) => u.id));
      const categories = new Set(store.data.auditLogs.filter((e) => own.has(e.user_id) && contains(e.category, q)).map((e) => e.category));
      return [...categories].sort().map((c) => ({ key: c, value: c }));
    },
  },
};

export const logEntryHandlers: ApiHandlers = resourceHandlers(logEntrySpec);
