// Valid requests of a contract operation: an arbitrary of its parts (path, query, header values and
// body) drawn from the operation's own schemas, and their encoding into an inject request the way
// the web client sends them (brackets for arrays and objects in the query, form encoding for the
// realtime channel auth).
import fc from 'fast-check';
import qs from 'qs';
import { documents, type ContractOperation, type Json } from './contract-operations.ts';
import { schemaArbitrary, type Hints } from './schema-arbitrary.ts';

/** What the suite sends through inject: the URL and payload as the exact text sent. */
export interface InjectRequest { method: ContractOperation['method']; url: string; headers: Record<string, string>; payload?: string }

export interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** undefined: the operation takes no body */
  body: unknown;
}

export function partsArbitrary(op: ContractOperation, hints: Hints, minimal = false): fc.Arbitrary<RequestParts> {
  const doc = documents[op.doc];
  const group = (where: 'path' | 'query' | 'header') => {
    const params = op.params.filter((p) => p.in === where && (p.required || !minimal));
    const model = Object.fromEntries(params.map((p) => [p.name, hints(p.name, p.schema) ?? schemaArbitrary(p.schema, { doc, hints, minimal, urlSafe: true })]));
    return fc.record(model, { requiredKeys: params.filter((p) => p.required).map((p) => p.name) });
  };
  const body: fc.Arbitrary<unknown> = op.body ? schemaArbitrary(op.body.schema, { doc, hints, minimal }) : fc.constant(undefined);
  return fc.record({ path: group('path'), query: group('query'), headers: group('header'), body }) as fc.Arbitrary<RequestParts>;
}

export function urlOf(op: ContractOperation, path: Record<string, unknown>, query: Record<string, unknown>): string {
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(path[name])));
  const search = qs.stringify(query, { arrayFormat: 'brackets' });
  return search ? `${filled}?${search}` : filled;
}

/** The payload and content type a body is sent with; form bodies are flat name=value pairs. */
export function encodeBody(op: ContractOperation, body: unknown): { payload?: string; contentType?: string } {
  if (body === undefined || !op.body) return {};
  if (op.body.contentType === 'application/x-www-form-urlencoded') {
    return { payload: qs.stringify(body), contentType: op.body.contentType };
  }
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

export function injectOf(op: ContractOperation, parts: RequestParts, callerHeaders: Record<string, string>): InjectRequest {
  const { payload, contentType } = encodeBody(op, parts.body);
  const headers: Record<string, string> = { ...callerHeaders };
  for (const [name, value] of Object.entries(parts.headers)) headers[name.toLowerCase()] = String(value);
  if (contentType) headers['content-type'] = contentType;
  return { method: op.method, url: urlOf(op, parts.path, parts.query), headers, ...(payload === undefined ? {} : { payload }) };
}

/** Hints that put a schema's integer ids on records of one kind, for a property name. */
export type IdPools = (name: string, op: ContractOperation) => number[] | null;

export function idHints(op: ContractOperation, pools: IdPools, mix: fc.Arbitrary<number> | null): Hints {
  return (name: string, schema: Json) => {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.includes('integer')) return undefined;
    const ids = pools(name, op);
    if (!ids?.length) return undefined;
    const known = fc.constantFrom(...ids);
    return mix ? fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: mix }) : known;
  };
}
