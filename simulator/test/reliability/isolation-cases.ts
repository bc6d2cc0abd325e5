// Division isolation cases: where an operation names a record by id, which foreign records to ask
// for (one of every state that could answer differently: offline, decommissioned, without PTZ, a
// patient without a running monitor...), and the answer to compare with the one for a missing id.
import type { Store } from '../../src/store/store.ts';
import type { ContractOperation, Json } from './contract-operations.ts';
import { deref, documents } from './contract-operations.ts';
import { pathIdKind, propertyKind, recordsOf, type RecordKind } from './records.ts';

/** Kinds whose records belong to a division, or (saved views) to a user. */
const DIVISION_KINDS = new Set<RecordKind>(['device', 'patient', 'monitor', 'preset', 'tableSetting', 'statAlarm']);

export interface IdLocation { name: string; kind: RecordKind; where: 'path' | 'body' }

/** The path id and the required body ids of an operation that name division records. */
export function idLocations(op: ContractOperation): IdLocation[] {
  const found: IdLocation[] = [];
  const pathKind = pathIdKind(op.path);
  if (pathKind && DIVISION_KINDS.has(pathKind)) found.push({ name: 'id', kind: pathKind, where: 'path' });
  const walk = (raw: Json, depth: number): void => {
    const schema = deref(documents[op.doc], raw);
    if (depth > 4 || !schema.properties) return;
    for (const name of (schema.required as string[] | undefined) ?? []) {
      const property = (schema.properties as Record<string, Json>)[name] ?? {};
      const kind = propertyKind(name);
      if (kind && DIVISION_KINDS.has(kind)) found.push({ name, kind, where: 'body' });
      else walk(property, depth + 1);
    }
  };
  if (op.body) walk(op.body.schema, 0);
  return found;
}

/** What about a record could change the answer to it, so each class is asked for once. */
function stateClass(store: Store, kind: RecordKind, id: number): string {
  const data = store.data;
  switch (kind) {
    case 'device': {
      const d = store.devicesById.get(id);
      return d ? [d.status, d.service_status, d.kind, d.ptz_enabled, d.config.tv?.ir?.enabled, d.frame_processing === 'off'].join('|') : '';
    }
    case 'patient': return String(data.monitors.some((m) => m.patient_id === id && m.status !== 'stopped'));
    case 'monitor': {
      const m = data.monitors.find((x) => x.id === id);
      return m ? `${m.video_device_id === null}|${m.status}` : '';
    }
    default: return '';
  }
}

/**
 * Foreign records of a kind for a caller: one of every other division and one of every state; for
 * saved views, the personal views of other users.
 */
export function foreignSamples(store: Store, kind: RecordKind, who: { divisionIds: number[]; userId: number }): number[] {
  if (kind === 'tableSetting') return store.data.tableSettings.filter((t) => !t.is_system && t.user_id !== who.userId).map((t) => t.id);
  const seen = new Set<string>();
  const ids: number[] = [];
  for (const record of recordsOf(store, kind)) {
    if (record.divisionId === null || who.divisionIds.includes(record.divisionId)) continue;
    const keys = [`division ${record.divisionId}`, `state ${stateClass(store, kind, record.id)}`].filter((key) => !seen.has(key));
    if (!keys.length) continue;
    keys.forEach((key) => seen.add(key));
    ids.push(record.id);
  }
  return ids;
}

/** A record as stored, to see that a refused write left it alone. */
export function snapshot(store: Store, kind: RecordKind, id: number): string {
  const data = store.data;
  const record = kind === 'device' ? store.devicesById.get(id)
    : kind === 'patient' ? data.patients.find((p) => p.id === id)
      : kind === 'monitor' ? data.monitors.find((m) => m.id === id)
        : kind === 'tableSetting' ? data.tableSettings.find((t) => t.id === id)
          : kind === 'statAlarm' ? data.statAlarms.find((a) => a.id === id)
            : data.ptzPresets.find((p) => p.id === id);
  return JSON.stringify(record ?? null);
}

/** An answer with the asked-for id written as <id>, so a foreign and a missing id compare. */
export function normalised(status: number, body: string, id: number): string {
  return `${status} ${body.replace(new RegExp(`\\b${id}\\b`, 'g'), '<id>')}`;
}
