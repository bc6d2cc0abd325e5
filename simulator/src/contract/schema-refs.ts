// Helpers to use an OpenAPI document's schemas with Ajv: the components are registered once as a
// shared schema (so recursive schemas such as MenuItem work) and local $refs are pointed at it.
export type JsonObject = Record<string, unknown>;

/** Rewrites `#/components/...` refs to `${schemaId}#/components/...`, deeply, without mutating. */
export function pointRefsAt(schemaId: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => pointRefsAt(schemaId, item));
  if (value === null || typeof value !== 'object') return value;
  const out: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof inner === 'string' && inner.startsWith('#/') ? `${schemaId}${inner}` : pointRefsAt(schemaId, inner);
  }
  return out;
}

/** Follows one `$ref` to a parameter, response or request body object of the document. */
export function follow<T>(doc: JsonObject, value: T | { $ref: string }): T {
  if (value && typeof value === 'object' && '$ref' in value && typeof value.$ref === 'string') {
    const target = value.$ref.slice(2).split('/').reduce<unknown>((node, part) => (node as JsonObject)[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return follow(doc, target as T);
  }
  return value as T;
}
