// The audit trail of a resource's records: a revision per write (what the revisions page shows) and
// an audit log entry (what /sim/audit_logs shows QA), both stored in the store.
import type { ResourceSchema } from '@bedside/resources';
import type { Ctx, RecordAction, ResourceSpec, Revision } from './spec.ts';

/** `audited`: field to [old, new] for an update, field to its first value for a create. */
export function recordRevision<S extends ResourceSchema, P extends string, Rec extends { id: number }>(
  { auth, services }: Ctx, spec: ResourceSpec<S, P, Rec>, rec: Rec, action: RecordAction, audited: Record<string, unknown>,
): void {
  const { store } = services;
  const now = new Date().toISOString();
  const key = spec.descriptor.key;
  // A delete leaves no revision (the record and its page are gone); its audit entry stays.
  if (action !== 'delete') {
    store.data.revisions.push({
      id: store.nextId('revisions'), resource: key, record_id: rec.id, action, audited_changes: audited, username: auth.user.name, created_at: now,
    });
  }
  store.data.auditLogs.push({
    id: store.nextId('auditLogs'), user_id: auth.user.id, created_at: now, category: `${key}.${action}`,
    ...(spec.auditRef ? { [spec.auditRef]: rec.id } : {}),
  });
}

/** A record's revisions, newest first, ending with its create (stored, or derived for seeded data). */
export function revisionsOf<S extends ResourceSchema, P extends string, Rec extends { id: number }>(
  { services }: Ctx, spec: ResourceSpec<S, P, Rec>, rec: Rec,
): Revision[] {
  const stored: Revision[] = services.store.data.revisions
    .filter((r) => r.resource === spec.descriptor.key && r.record_id === rec.id)
    .map(({ resource: _r, record_id: _id, ...revision }) => revision)
    .reverse();
  const created = stored.some((r) => r.action === 'create');
  return created || !spec.seededCreate ? stored : [...stored, spec.seededCreate(rec)];
}
