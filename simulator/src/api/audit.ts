// POST /audit_logs: the audit trail of video activity and other sensitive actions.
import type { ApiHandlers } from './types.ts';

export const auditHandlers: ApiHandlers = {
  createAuditLog: ({ auth, services, body, request }) => {
    const entry = { ...body.audit_log, id: services.store.nextId('auditLogs'), user_id: auth.user.id, created_at: new Date().toISOString() };
    services.store.data.auditLogs.push(entry);
    request.log.info({ audit: entry }, 'audit log');
    return entry;
  },
};
