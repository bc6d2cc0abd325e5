// POST /audit_logs: the audit trail of video activity and other sensitive actions.
import { badRequest } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import { contractDocument } from '../contract/documents.ts';
import type { Services } from '../services.ts';
import type { ApiHandlers } from './types.ts';

/** The fields an entry may have, as the contract names them (AuditEntry). */
const ENTRY_FIELDS = (() => {
  const { components } = contractDocument('api') as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
  return new Set(Object.keys(components.schemas.AuditEntry!.properties));
})();

/**
 * An entry may name a patient, monitor or device of the caller's organisation, not only of their
 * divisions: a visit's end is audited after the patient may have moved to another division.
 */
function checkNamed(auth: AuthContext, services: Services, entry: Record<string, unknown>): void {
  const { store } = services;
  const named: [string, (id: number) => number | undefined, string][] = [
    ['patient_id', (id) => store.data.patients.find((p) => p.id === id)?.division_id, 'Patient'],
    ['patient_monitor_id', (id) => store.data.monitors.find((m) => m.id === id)?.division_id, 'Patient monitor'],
    ['video_device_id', (id) => store.devicesById.get(id)?.division.id, 'Video device'],
  ];
  for (const [field, divisionOf, label] of named) {
    const id = entry[field];
    if (typeof id !== 'number') continue;
    if (store.organisationOfDivision(divisionOf(id)) !== auth.user.organization_id) throw badRequest(`body.audit_log.${field}`, 'exists', `${label} ${id} not found`);
  }
}

/**
 * The server writes its own entries as `<area>.<action>`: a record's create, update or delete
 * (`rooms.update`: resources/revisions.ts), a stat alarm's (`stat_alarms.create`), a curtain or
 * nudge (`patient_monitors.nudged`: monitoring-actions.ts), a form submission
 * (`form_submissions.create`). A client audits video activity (live video §7), in words without a
 * dot (`video_started`: web lib/media/session-audit.ts). Any user could write one of the server's, and
 * the Logs page showed a stat alarm or a record change nobody made (hostile-input QA).
 */
const isServerCategory = (category: string) => category.includes('.');

export const auditHandlers: ApiHandlers = {
  createAuditLog: ({ auth, services, body, request }) => {
    const unknown = Object.keys(body.audit_log).find((key) => !ENTRY_FIELDS.has(key));
    if (unknown !== undefined) throw badRequest(`body.audit_log.${unknown}`, 'additionalProperties', `body.audit_log must NOT have additional properties (${unknown})`);
    const { category } = body.audit_log;
    if (isServerCategory(category)) {
      throw badRequest('body.audit_log.category', 'server_owned', `category ${category} is written by the server itself; a client's category has no dot (video_started)`);
    }
    checkNamed(auth, services, body.audit_log);
    const entry = { ...body.audit_log, id: services.store.nextId('auditLogs'), user_id: auth.user.id, created_at: new Date().toISOString() };
    services.store.data.auditLogs.push(entry);
    request.log.info({ audit: entry }, 'audit log');
    return entry;
  },
};
