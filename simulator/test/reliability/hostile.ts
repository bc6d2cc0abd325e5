// Hostile mutations of a valid request: what a buggy client or an attacker sends. Each mutation is
// a small seeded description (which node, what size), applied to a valid request when it is sent,
// so a run holds no megabyte strings in memory and every request can be reproduced from the seed.
import fc from 'fast-check';
import type { ContractOperation } from './contract-operations.ts';
import { objects, pickSlot, setSlot, slotValue, withRaw, type Slot } from './json-slots.ts';
import { propertyKind } from './records.ts';
import { injectOf, urlOf, type InjectRequest, type RequestParts } from './requests.ts';

/** Integer spellings a strict parser refuses; `-1` and `0` break the contract's minimum of 1. */
export const WEIRD_IDS = [' 1', '1 ', '+1', '1e2', '0x10', '1.0', '01', '0b1', '1_0', '-1', '0', 'abc', '99999999999999999999', 'NaN', 'Infinity', '1,2'];
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
  | { kind: 'weird-query-id'; text: string }
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
  fc.record({ kind: fc.constant('weird-query-id' as const), text: fc.constantFrom(...WEIRD_IDS) }),
  fc.record({ kind: fc.constant('weird-body-id' as const), at, value: fc.constantFrom(...WEIRD_BODY_IDS) }),
  fc.record({ kind: fc.constant('invalid-json' as const), text: fc.constantFrom(...BROKEN_JSON) }),
  fc.record({ kind: fc.constant('content-type' as const), type: fc.constantFrom(null, ...CONTENT_TYPES) }),
  fc.record({ kind: fc.constant('weird-query' as const), text: fc.constantFrom(...QUERY_TAILS) }),
  fc.record({ kind: fc.constant('prototype-key' as const), key: fc.constantFrom('__proto__', 'constructor') }),
  fc.constantFrom(...HEADER_ABUSE).map(([name, value]) => ({ kind: 'bad-header' as const, name, value })),
);

const nested = (depth: number, open: '[' | '{') => (open === '[' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** A mutated request, and the statuses the contract then leaves (once the caller is let in). */
export interface Mutated { request: InjectRequest; forced: number[] | null }

const isIdSlot = (slot: Slot) => typeof slot.key === 'string' && propertyKind(slot.key) !== null && typeof slotValue(slot) === 'number';
/** Values no integer id (nullable or not) takes. */
const notAnInteger = (value: unknown) => typeof value === 'string' || typeof value === 'boolean' || typeof value === 'object' && value !== null || (typeof value === 'number' && !Number.isInteger(value));
const JSON_TYPES = new Set(['application/json; charset=latin1', 'APPLICATION/JSON']);

export function applyMutation(op: ContractOperation, valid: RequestParts, headers: Record<string, string>, mutation: Mutation): Mutated {
  const parts: RequestParts = structuredClone(valid);
  if (parts.body === undefined) parts.body = {};
  const base = injectOf(op, { ...parts, body: op.body ? parts.body : undefined }, headers);
  const jsonBody = op.body?.contentType === 'application/json';
  const json = (payload: string, forced: number[] | null = null, type: string | null = 'application/json'): Mutated =>
    ({ request: { ...base, payload, headers: { ...base.headers, ...(type ? { 'content-type': type } : {}) } }, forced: jsonBody ? forced : null });
  const at = 'at' in mutation ? pickSlot(parts.body, mutation.at) : undefined;
  switch (mutation.kind) {
    case 'wrong-type': return json(JSON.stringify(setSlot(parts.body, at, mutation.value)));
    case 'drop-field': {
      if (at && !Array.isArray(at.parent)) delete at.parent[at.key as string];
      return json(JSON.stringify(parts.body));
    }
    case 'extra-field': {
      const targets = objects(parts.body);
      const target = targets[mutation.at % Math.max(targets.length, 1)];
      if (target) target.zz_unknown_field = 'surprise';
      return json(JSON.stringify(parts.body));
    }
    case 'huge-string': return json(withRaw(parts.body, at, JSON.stringify('x'.repeat(mutation.size))), mutation.size > 1024 * 1024 ? [413] : null);
    case 'deep-nesting': return json(withRaw(parts.body, at, nested(mutation.depth, mutation.open)), mutation.depth >= 1000 ? [400, 413] : null);
    case 'weird-body-id': {
      // Aimed at an id of a record when the body has one: a numeric string there is not an integer.
      const slot = pickSlot(parts.body, mutation.at, isIdSlot);
      const aimed = slot !== undefined && isIdSlot(slot) && notAnInteger(mutation.value);
      return json(JSON.stringify(setSlot(parts.body, slot, mutation.value)), aimed ? [400] : null);
    }
    case 'prototype-key': {
      // Inserted as text: JSON.stringify drops a __proto__ key set on an object.
      const text = JSON.stringify(parts.body);
      const entry = `"${mutation.key}":{"prototype":{"polluted":true},"polluted":true}`;
      return json(text.startsWith('{') ? `{${entry}${text === '{}' ? '' : ','}${text.slice(1)}` : `{${entry}}`);
    }
    case 'invalid-json': return json(mutation.text, [400]);
    case 'content-type': return json(JSON.stringify(parts.body), mutation.type && !JSON_TYPES.has(mutation.type) ? [415] : null, mutation.type);
    case 'weird-path-id': {
      const ids = op.params.filter((p) => p.in === 'path' && p.schema.type === 'integer').map((p) => p.name);
      const path = Object.fromEntries(ids.map((name) => [name, mutation.text]));
      return { request: { ...base, url: urlOf(op, { ...parts.path, ...path }, parts.query) }, forced: ids.length ? [400] : null };
    }
    case 'weird-query-id': {
      const name = op.params.find((p) => p.in === 'query' && [p.schema.type].flat().includes('integer'))?.name;
      return { request: { ...base, url: urlOf(op, parts.path, name ? { ...parts.query, [name]: mutation.text } : parts.query) }, forced: name ? [400] : null };
    }
    case 'weird-query': return { request: { ...base, url: `${base.url}${base.url.includes('?') ? '&' : '?'}${mutation.text}` }, forced: null };
    case 'bad-header': return { request: { ...base, headers: { ...base.headers, [mutation.name]: mutation.value } }, forced: null };
    default: return mutation satisfies never;
  }
}
