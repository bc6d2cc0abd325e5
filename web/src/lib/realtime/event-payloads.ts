// The realtime boundary's check: an event of the contract is handled only when its data is the
// payload openapi/realtime/events.yaml gives it. The handlers trust the types, so a provider
// breaking the contract crashed a page (an object as request-browser-refresh's message), showed
// Signed In From Another Device (user-authenticated without a session_id) and asked for
// /virtual_requests/{id}/receive (room-notification without an id): hostile-input QA. The rules
// are generated from the contract (generated/realtime-payloads.ts); checking one is a few property
// reads, cheap enough for wifi-stats from every device.
import { realtimePayloads, type FieldRule, type PayloadType } from '@bedside/openapi/realtime-payloads';
import type { RealtimeEventName } from './event-registry';

// RFC 3339 date-time, as JSON Schema's format: date, 'T', time, optional fraction, Z or offset.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

function isType(value: unknown, type: PayloadType): boolean {
  switch (type) {
    case 'string': return typeof value === 'string';
    case 'integer': return Number.isInteger(value);
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    case 'boolean': return typeof value === 'boolean';
    case 'null': return value === null;
    case 'array': return Array.isArray(value);
  }
}

function fieldProblem(rule: FieldRule, value: unknown, field: string): string | null {
  if (!rule.type.some((type) => isType(value, type))) return `${field} must be ${rule.type.join(' or ')}`;
  if (rule.enum && !rule.enum.includes(value)) return `${field} must be one of ${rule.enum.map(String).join(', ')}`;
  if (typeof value === 'string') {
    // Counted in characters (code points), as JSON Schema counts them.
    if (rule.minLength !== undefined && [...value].length < rule.minLength) return `${field} must have at least ${rule.minLength} characters`;
    if (rule.format === 'date-time' && !DATE_TIME.test(value)) return `${field} must be a date-time`;
  }
  if (rule.items && Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const problem = fieldProblem(rule.items, value[i], `${field}.${i}`);
      if (problem) return problem;
    }
  }
  return null;
}

/** What makes `data` not the payload of the event (the first field found), or null when it is. */
export function payloadProblem(name: RealtimeEventName, data: unknown): string | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return 'data must be an object';
  // Read as one shape for every event: the map's per-event types only tie it to the payload types.
  const rule: { readonly required: readonly string[]; readonly properties: Readonly<Record<string, FieldRule>>; readonly closed?: true } = realtimePayloads[name];
  for (const field of rule.required) if (!Object.hasOwn(data, field)) return `${field} is missing`;
  for (const field in rule.properties) {
    if (!Object.hasOwn(data, field)) continue;
    const problem = fieldProblem(rule.properties[field]!, (data as Record<string, unknown>)[field], field);
    if (problem) return problem;
  }
  if (rule.closed) {
    const extra = Object.keys(data).find((field) => !Object.hasOwn(rule.properties, field));
    if (extra !== undefined) return `${extra} is not a field of ${name}`;
  }
  return null;
}
