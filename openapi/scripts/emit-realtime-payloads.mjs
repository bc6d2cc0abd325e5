// Emits realtime-payloads.ts beside the realtime types: each event's payload (EventMap) as a small
// table of rules (required fields; each field's JSON types, enum, format, minimum length, items),
// which the web checks every incoming event against before a handler sees it. A JSON Schema
// engine in the bundle would do the same at a far higher price: Ajv is about 100 KB, compiles
// with new Function (which a strict CSP forbids), and wifi-stats arrives for every device.
// Only the keywords below are known: a payload schema using another one fails generation, so the
// web's check can never silently skip a rule the contract gains.

const FIELD_KEYWORDS = new Set(['type', 'enum', 'format', 'minLength', 'items', 'description', 'default', 'examples']);
const PAYLOAD_KEYWORDS = new Set(['type', 'required', 'properties', 'additionalProperties', 'description']);
const FORMATS = new Set(['date-time']);
const TYPES = new Set(['string', 'integer', 'number', 'boolean', 'null', 'array']);

/** @param {any} doc @param {any} node */
function resolve(doc, node) {
  if (typeof node?.$ref !== 'string') return node;
  return resolve(doc, node.$ref.slice(2).split('/').reduce((at, part) => at?.[part], doc));
}

function unknownKeyword(where, keyword) {
  return new Error(`${where} uses "${keyword}", which the web's realtime check does not know: teach openapi/scripts/emit-realtime-payloads.mjs and web/src/lib/realtime/event-payloads.ts`);
}

/** @param {any} doc @param {string} where @param {any} raw */
function fieldRule(doc, where, raw) {
  const schema = resolve(doc, raw);
  for (const keyword of Object.keys(schema)) if (!FIELD_KEYWORDS.has(keyword)) throw unknownKeyword(where, keyword);
  const types = [schema.type ?? []].flat();
  if (!types.length) throw new Error(`${where} has no type; the web's realtime check needs one`);
  for (const type of types) if (!TYPES.has(type)) throw unknownKeyword(where, `type: ${type}`);
  if (schema.format !== undefined && !FORMATS.has(schema.format)) throw unknownKeyword(where, `format: ${schema.format}`);
  return {
    type: types,
    ...(schema.enum ? { enum: schema.enum } : {}),
    ...(schema.format ? { format: schema.format } : {}),
    ...(schema.minLength !== undefined ? { minLength: schema.minLength } : {}),
    ...(schema.items ? { items: fieldRule(doc, `${where}.items`, schema.items) } : {}),
  };
}

/** @param {any} doc @param {string} event @param {any} raw */
function payloadRule(doc, event, raw) {
  const schema = resolve(doc, raw);
  const where = `EventMap.${event}`;
  for (const keyword of Object.keys(schema)) if (!PAYLOAD_KEYWORDS.has(keyword)) throw unknownKeyword(where, keyword);
  if (schema.type !== 'object') throw new Error(`${where} is not an object; every event's data is one`);
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false && schema.additionalProperties !== true) throw unknownKeyword(where, 'additionalProperties: {schema}');
  return {
    required: schema.required ?? [],
    properties: Object.fromEntries(Object.entries(schema.properties ?? {}).map(([field, inner]) => [field, fieldRule(doc, `${where}.${field}`, inner)])),
    ...(schema.additionalProperties === false ? { closed: true } : {}),
  };
}

/** @param {any} doc the parsed realtime document */
export function emitRealtimePayloads(doc, header) {
  const events = Object.entries(doc.components.schemas.EventMap.properties)
    .map(([event, schema]) => `  ${JSON.stringify(event)}: ${JSON.stringify(payloadRule(doc, event, schema))},`);
  return [
    header,
    "import type { components } from './realtime.ts';",
    '',
    "type EventMap = components['schemas']['EventMap'];",
    "export type PayloadType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array';",
    '',
    '/** One field of a payload: its JSON types and, when the contract gives them, its values, format, length and items. */',
    'export interface FieldRule {',
    '  readonly type: readonly PayloadType[];',
    '  readonly enum?: readonly unknown[];',
    "  readonly format?: 'date-time';",
    '  readonly minLength?: number;',
    '  readonly items?: FieldRule;',
    '}',
    '',
    '/** An event\'s data: an object with these fields (others allowed unless closed). */',
    'export interface PayloadRule<T> {',
    '  readonly required: readonly (keyof T & string)[];',
    '  readonly properties: { readonly [F in keyof T]-?: FieldRule };',
    '  readonly closed?: true;',
    '}',
    '',
    '/** Every event of the realtime contract and the rules of its payload. */',
    'export const realtimePayloads: { readonly [E in keyof EventMap]: PayloadRule<EventMap[E]> } = {',
    ...events,
    '};',
    '',
  ].join('\n');
}
