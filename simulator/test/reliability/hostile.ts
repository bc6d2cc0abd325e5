// Hostile mutations of a valid request: what a buggy client or an attacker sends. Each mutation is
// a small seeded description (which node, what size), applied to a valid request when it is sent,
// so a run holds no megabyte strings in memory and every request can be reproduced from the seed.
import fc from 'fast-check';
import type { ContractOperation } from './contract-operations.ts';
import { injectOf, urlOf, type InjectRequest, type RequestParts } from './requests.ts';

/** Integer spellings a strict parser refuses; `-1` and `0` break the contract's minimum of 1. */
export const WEIRD_IDS = [' 1', '1 ', '+1', '1e2', '0x10', '1.0', '01', '0b1', '1_0', '-1', '0', 'abc', '', '99999999999999999999', 'NaN', 'Infinity'];
const WEIRD_BODY_IDS: unknown[] = ['1', '1e2', ' 1', '0x10', -1, 0, 1.5, 2 ** 53, 99999999999, true, null, [1], { id: 1 }];
const ODD_VALUES: unknown[] = ['', 'x', -1, 0, 1.5, 1e308, true, false, null, [], [null], {}, { a: 1 }];
const BROKEN_JSON = ['{', '{"a":}', '[1,2', 'nul', '{"a":1}}', "{'a':1}", '{"a":1,}', '\u0000', 'null', '[]', '"text"', '42', '', '{"a":"\\ud800"}'];
const CONTENT_TYPES = ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/octet-stream', 'APPLICATION/JSON'];
const QUERY_TAILS = ['page=1&page=2', 'division_id=0', 'division_id=1e0', 'division_id[]=1', 'a[b][c][d][e][f]=1', 'unknown_param=1', '%zz=1', 'per_page=10&per_page=25', 'filters=text', 'order_by=name', '__proto__[x]=1'];
const HEADER_ABUSE: [string, string][] = [
  ['session-id', 'not a session'], ['session-id', 'x'.repeat(5000)], ['authorization', 'Bearer'], ['authorization', 'Basic dXNlcjpwYXNz'],
  ['authorization', 'Bearer a b'], ['authorization', `Bearer ${'t'.repeat(10_000)}`], ['content-length', '5'],
];

export type Mutation =
  | { kind: 'wrong-type'; at: number; value: unknown }
  | { kind: 'drop-field'; at: number }
  | { kind: 'extra-field'; at: number }
  | { kind: 'huge-string'; at: number; size: number }
  | { kind: 'deep-nesting'; at: number; depth: number; open: '[' | '{' }
  | { kind: 'weird-path-id'; text: string }
  | { kind: 'weird-body-id'; at: number; value: unknown }
  | { kind: 'invalid-json'; text: string }
  | { kind: 'content-type'; type: string | null }
  | { kind: 'weird-query'; text: string }
  | { kind: 'prototype-key'; key: string }
  | { kind: 'bad-header'; name: string; value: string };

const at = fc.nat();
export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('wrong-type' as const), at, value: fc.constantFrom(...ODD_VALUES) }),
  fc.record({ kind: fc.constant('drop-field' as const), at }),
  fc.record({ kind: fc.constant('extra-field' as const), at }),
  // Mostly large, sometimes past the 1 MiB body limit.
  fc.record({ kind: fc.constant('huge-string' as const), at, size: fc.constantFrom(10_000, 200_000, 200_000, 1_100_000) }),
  fc.record({ kind: fc.constant('deep-nesting' as const), at, depth: fc.constantFrom(40, 1000, 10_000), open: fc.constantFrom('[' as const, '{' as const) }),
  fc.record({ kind: fc.constant('weird-path-id' as const), text: fc.constantFrom(...WEIRD_IDS) }),
  fc.record({ kind: fc.constant('weird-body-id' as const), at, value: fc.constantFrom(...WEIRD_BODY_IDS) }),
  fc.record({ kind: fc.constant('invalid-json' as const), text: fc.constantFrom(...BROKEN_JSON) }),
  fc.record({ kind: fc.constant('content-type' as const), type: fc.constantFrom(null, ...CONTENT_TYPES) }),
  fc.record({ kind: fc.constant('weird-query' as const), text: fc.constantFrom(...QUERY_TAILS) }),
  fc.record({ kind: fc.constant('prototype-key' as const), key: fc.constantFrom('__proto__', 'constructor') }),
  fc.constantFrom(...HEADER_ABUSE).map(([name, value]) => ({ kind: 'bad-header' as const, name, value })),
);

type Node = Record<string, unknown> | unknown[];
interface Slot { parent: Node; key: string | number }

/** Every value slot of a JSON value (object properties and array items), depth first. */
function slots(value: unknown, out: Slot[] = []): Slot[] {
  if (value === null || typeof value !== 'object') return out;
  for (const [key, inner] of Object.entries(value)) {
    out.push({ parent: value as Node, key: Array.isArray(value) ? Number(key) : key });
    slots(inner, out);
  }
  return out;
}

const objects = (value: unknown): Record<string, unknown>[] =>
  [value, ...slots(value).map((s) => (s.parent as Record<string, unknown>)[s.key as string])].filter((v): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v));

/** A placeholder no generated value contains (the generators draw printable text). */
const MARK = '\u0001raw-slot\u0001';
const nested = (depth: number, open: '[' | '{') => (open === '[' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** The body as JSON text with one slot (or the whole body) replaced by raw text. */
function withRaw(body: unknown, index: number, raw: string): string {
  const all = slots(body);
  if (!all.length) return raw;
  const slot = all[index % all.length] as Slot;
  (slot.parent as Record<string | number, unknown>)[slot.key] = MARK;
  return JSON.stringify(body).replace(JSON.stringify(MARK), () => raw);
}

function setSlot(body: unknown, index: number, value: unknown): unknown {
  const all = slots(body);
  if (!all.length) return value;
  const slot = all[index % all.length] as Slot;
  (slot.parent as Record<string | number, unknown>)[slot.key] = value;
  return body;
}

/** The inject request of a valid request with one mutation applied. */
export function applyMutation(op: ContractOperation, valid: RequestParts, headers: Record<string, string>, mutation: Mutation): InjectRequest {
  const parts: RequestParts = structuredClone(valid);
  if (parts.body === undefined) parts.body = {};
  const base = injectOf(op, { ...parts, body: op.body ? parts.body : undefined }, headers);
  const json = (payload: string, type: string | null = 'application/json'): InjectRequest =>
    ({ ...base, payload, headers: { ...base.headers, ...(type ? { 'content-type': type } : {}) } });
  switch (mutation.kind) {
    case 'wrong-type': return json(JSON.stringify(setSlot(parts.body, mutation.at, mutation.value)));
    case 'drop-field': {
      const all = slots(parts.body);
      const slot = all[mutation.at % Math.max(all.length, 1)];
      if (slot && !Array.isArray(slot.parent)) delete slot.parent[slot.key as string];
      return json(JSON.stringify(parts.body));
    }
    case 'extra-field': {
      const targets = objects(parts.body);
      const target = targets[mutation.at % Math.max(targets.length, 1)];
      if (target) target.zz_unknown_field = 'surprise';
      return json(JSON.stringify(parts.body));
    }
    case 'huge-string': return json(withRaw(parts.body, mutation.at, JSON.stringify('x'.repeat(mutation.size))));
    case 'deep-nesting': return json(withRaw(parts.body, mutation.at, nested(mutation.depth, mutation.open)));
    case 'weird-body-id': return json(JSON.stringify(setSlot(parts.body, mutation.at, mutation.value)));
    case 'prototype-key': {
      // Inserted as text: JSON.stringify drops a __proto__ key set on an object.
      const text = JSON.stringify(parts.body);
      const entry = `"${mutation.key}":{"prototype":{"polluted":true},"polluted":true}`;
      return json(text.startsWith('{') ? `{${entry}${text === '{}' ? '' : ','}${text.slice(1)}` : `{${entry}}`);
    }
    case 'invalid-json': return json(mutation.text);
    case 'content-type': return json(JSON.stringify(parts.body), mutation.type);
    case 'weird-path-id': {
      const ids = op.params.filter((p) => p.in === 'path').map((p) => p.name);
      const path = Object.fromEntries(ids.map((name) => [name, mutation.text]));
      return { ...base, url: urlOf(op, { ...parts.path, ...path }, parts.query) };
    }
    case 'weird-query': return { ...base, url: `${base.url}${base.url.includes('?') ? '&' : '?'}${mutation.text}` };
    case 'bad-header': return { ...base, headers: { ...base.headers, [mutation.name]: mutation.value } };
    default: return mutation satisfies never;
  }
}
