// Reads the operations of an OpenAPI document into what a Fastify route needs: method, URL,
// request schemas (querystring, params, headers, body), security and the permission rule.
import { follow, pointRefsAt, type JsonObject } from './schema-refs.ts';

interface PermissionRule { action: string; resource: string }
/** Marks a body schema whose request body the contract does not require (validators.ts). */
export const OPTIONAL_BODY = 'x-optional-body';

interface Parameter { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema: JsonObject }
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonObject }> };
  responses: Record<string, { content?: Record<string, { schema: JsonObject }> }>;
  security?: unknown[];
  /** one rule, a list meaning any of them, or { allOf } meaning every one (the Access Browser's four View rules) */
  'x-permission'?: PermissionRule | PermissionRule[] | { allOf: PermissionRule[] };
}

export interface OperationRoute {
  operationId: string;
  /** the id the document's components are registered under */
  schemaId: string;
  method: string;
  url: string;
  secured: boolean;
  /** the caller needs any one of these rules (every one with permissionAll); null when the operation names none */
  permission: PermissionRule[] | null;
  permissionAll: boolean;
  schema: { querystring?: JsonObject; params?: JsonObject; headers?: JsonObject; body?: JsonObject };
  /** the media types the request body may have (none: the operation takes no body) */
  bodyTypes: string[];
  /** JSON response schemas by status code, for contract checks in tests */
  responses: Record<string, JsonObject | null>;
}

declare module 'fastify' {
  interface FastifyContextConfig { operation?: OperationRoute }
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

function objectSchema(params: Parameter[], additional: boolean): JsonObject | undefined {
  if (!params.length) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.in === 'header' ? p.name.toLowerCase() : p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => (p.in === 'header' ? p.name.toLowerCase() : p.name)),
    additionalProperties: additional,
  };
}

function permissionRules(rule: Operation['x-permission']): PermissionRule[] | null {
  if (!rule) return null;
  if ('allOf' in rule) return rule.allOf;
  return Array.isArray(rule) ? rule : [rule];
}

export function readOperations(doc: JsonObject, schemaId: string): OperationRoute[] {
  const routes: OperationRoute[] = [];
  const globalSecured = Array.isArray(doc.security) && doc.security.length > 0;
  for (const [path, rawItem] of Object.entries(doc.paths as Record<string, JsonObject>)) {
    const shared = ((rawItem.parameters ?? []) as Parameter[]).map((p) => follow(doc, p));
    for (const method of methods) {
      const op = rawItem[method] as Operation | undefined;
      if (!op) continue;
      const params = [...shared, ...(op.parameters ?? []).map((p) => follow(doc, p))].map((p) => ({ ...p, schema: pointRefsAt(schemaId, p.schema) as JsonObject }));
      const requestBody = op.requestBody ? follow(doc, op.requestBody) : undefined;
      const bodyContent = requestBody?.content ?? {};
      const body = Object.values(bodyContent)[0]?.schema;
      routes.push({
        operationId: op.operationId,
        schemaId,
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        secured: op.security ? op.security.length > 0 : globalSecured,
        permission: permissionRules(op['x-permission']),
        permissionAll: Boolean(op['x-permission'] && 'allOf' in op['x-permission']),
        schema: {
          // Unknown query parameters are an error: a misspelt filter must not silently match everything.
          querystring: objectSchema(params.filter((p) => p.in === 'query'), false),
          params: objectSchema(params.filter((p) => p.in === 'path'), false),
          headers: objectSchema(params.filter((p) => p.in === 'header'), true),
          // A body the contract does not require may be absent: the validator lets undefined through.
          body: body ? { ...(pointRefsAt(schemaId, body) as JsonObject), ...(requestBody?.required ? {} : { [OPTIONAL_BODY]: true }) } : undefined,
        },
        bodyTypes: Object.keys(bodyContent),
        responses: Object.fromEntries(Object.entries(op.responses).map(([status, response]) => {
          const json = follow(doc, response).content?.['application/json']?.schema;
          return [status, json ? (pointRefsAt(schemaId, json) as JsonObject) : null];
        })),
      });
    }
  }
  return routes;
}
