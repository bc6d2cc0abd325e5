// The operations of a contract document, read straight from the YAML for the reliability suite.
// The suite's oracle must not share code with what it tests, so this does not reuse the
// simulator's own reader (src/contract/operations.ts): a mistake there would agree with itself.
import { loadDocument } from '@bedside/openapi/documents';

export type Json = Record<string, unknown>;
export type DocName = 'api' | 'sim';
export interface Rule { action: string; resource: string }
export interface Param { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: Json }

export interface ContractOperation {
  doc: DocName;
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** the URL template with its prefix, e.g. /api/v1/video_devices/{id} */
  path: string;
  params: Param[];
  body: { contentType: string; schema: Json; required: boolean } | null;
  /** status -> JSON schema of the body, or null for a body-less answer (204) or a non-JSON one */
  responses: Map<number, { schema: Json | null; contentType: string | null }>;
  secured: boolean;
  /** any one of these rules lets the caller in (every one with permissionAll); empty when the operation names none */
  permission: Rule[];
  permissionAll: boolean;
}

/** Whether a caller holding the rules `held` says yes to passes the operation's x-permission. */
export function permits(op: ContractOperation, held: (rule: Rule) => boolean): boolean {
  return !op.permission.length || (op.permissionAll ? op.permission.every(held) : op.permission.some(held));
}

export const documents: Record<DocName, Json> = { api: loadDocument('api') as Json, sim: loadDocument('sim') as Json };
const prefixes: Record<DocName, string> = { api: '/api/v1', sim: '/sim' };

/** Follows `#/...` refs of a document until a value that is not a ref. */
export function deref<T = Json>(doc: Json, value: unknown): T {
  let node = value;
  while (node && typeof node === 'object' && typeof (node as Json).$ref === 'string') {
    const pointer = ((node as Json).$ref as string).slice(2).split('/');
    node = pointer.reduce<unknown>((at, part) => (at as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return node as T;
}

export function readContract(name: DocName): ContractOperation[] {
  const doc = documents[name];
  const securedByDefault = Array.isArray(doc.security) && doc.security.length > 0;
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const params = [...shared, ...((op.parameters as unknown[] | undefined) ?? [])].map((p) => deref<Param>(doc, p));
      const requestBody = op.requestBody ? deref<{ required?: boolean; content: Record<string, { schema: Json }> }>(doc, op.requestBody) : null;
      const [contentType, media] = requestBody ? Object.entries(requestBody.content)[0] ?? [] : [];
      const responses = new Map<number, { schema: Json | null; contentType: string | null }>();
      for (const [status, raw] of Object.entries(op.responses as Json)) {
        const content = deref<{ content?: Record<string, { schema: Json }> }>(doc, raw).content ?? {};
        const [type, body] = Object.entries(content)[0] ?? [null, null];
        responses.set(Number(status), { schema: type === 'application/json' && body ? body.schema : null, contentType: type });
      }
      const rule = op['x-permission'] as Rule | Rule[] | { allOf: Rule[] } | undefined;
      operations.push({
        doc: name,
        operationId: op.operationId as string,
        method: method.toUpperCase() as ContractOperation['method'],
        path: `${prefixes[name]}${path}`,
        params: params.map((p) => ({ ...p, required: p.required === true })),
        body: contentType && media ? { contentType, schema: media.schema, required: requestBody?.required === true } : null,
        responses,
        secured: Array.isArray(op.security) ? op.security.length > 0 : securedByDefault,
        permission: !rule ? [] : 'allOf' in rule ? rule.allOf : Array.isArray(rule) ? rule : [rule],
        permissionAll: Boolean(rule && 'allOf' in rule),
      });
    }
  }
  return operations;
}
