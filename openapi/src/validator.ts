// Validators compiled from the contract documents (JSON Schema 2020-12, as OpenAPI 3.1 uses), for
// messages that do not pass through an HTTP framework: device-link frames, realtime payloads and
// response checks in tests.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadDocument, type DocumentName } from '../scripts/documents.mjs';

export type { DocumentName };
/** A failure carries Ajv's errors too, for callers that name each field (the simulator's 400s). */
export type Validation<T> = { ok: true; value: T } | { ok: false; error: string; errors: ErrorObject[] };

export function createAjv(): Ajv2020 {
  // strict off: OpenAPI adds keywords (discriminator mapping, examples) that are not validation.
  const ajv = new Ajv2020({ allErrors: true, strict: false, discriminator: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv;
}

export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`).join('; ');
}

/**
 * Ajv reads a discriminator from the branches' `const` values and rejects OpenAPI's `mapping`
 * (which says the same thing for code generators), so mappings are dropped before compiling.
 */
export function withoutDiscriminatorMappings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDiscriminatorMappings);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [
    key,
    key === 'discriminator' && inner && typeof inner === 'object' ? { propertyName: (inner as { propertyName: string }).propertyName } : withoutDiscriminatorMappings(inner),
  ]));
}

/**
 * A validator for the named component schemas of one contract document. Each schema is compiled
 * at its first use, except those named in `compileNow`, compiled here: a process that must not
 * stall later (the device emulator's control channel, whose first command otherwise spent 40 ms
 * compiling, more on a loaded machine, while every device's calls waited) pays at its start.
 */
export function contractValidator(name: DocumentName, compileNow: readonly string[] = []) {
  const ajv = createAjv();
  const id = `contract:${name}`;
  ajv.addSchema({ ...(withoutDiscriminatorMappings(loadDocument(name)) as object), $id: id }, id);
  const cache = new Map<string, ValidateFunction>();
  const compiled = (schemaName: string): ValidateFunction => {
    let fn = cache.get(schemaName);
    if (!fn) {
      fn = ajv.compile({ $ref: `${id}#/components/schemas/${schemaName}` });
      cache.set(schemaName, fn);
    }
    return fn;
  };
  for (const schemaName of compileNow) compiled(schemaName);
  return function validate<T>(schemaName: string, value: unknown): Validation<T> {
    const fn = compiled(schemaName);
    return fn(value) ? { ok: true, value: value as T } : { ok: false, error: describeErrors(fn.errors), errors: [...(fn.errors ?? [])] };
  };
}
