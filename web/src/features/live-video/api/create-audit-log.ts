import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

type AuditEntry = components['schemas']['AuditEntry'];

/** Video activity is audited across divisions (spec: POST /audit_logs?division_id=*). */
export async function createAuditLog(entry: AuditEntry): Promise<void> {
  unwrap(await apiClient().POST('/audit_logs', { params: { query: { division_id: '*' } }, body: { audit_log: entry } }));
}
