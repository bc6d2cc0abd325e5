// Validators compiled from the contract documents (JSON Schema 2020-12, as OpenAPI 3.1 uses), for
// messages that do not pass through an HTTP framework: device-link frames, realtime payloads and
// response checks in tests.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadDocument, type DocumentName } from '../scripts/documents.mjs';

export type { DocumentName };
export type Validation<T> = { ok: true; value: T } | { ok: false; error: string };

export function createAjv(): Ajv2020 {
  // strict off: OpenAPI adds keywords (discriminator mapping, examples) that are not validation.
  const ajv = new Ajv2020({ allErrors: true, strict: false, discriminator: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv;
}

export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`).join('; ');
}

/** A validator for the named component schemas of one contract document. */
export function contractValidator(name: DocumentName) {
  const ajv = createAjv();
  const id = `contract:${name}`;
  ajv.addSchema({ ...loadDocument(name), $id: id }, id);
  const cache = new Map<string, ValidateFunction>();
  return function validate<T>(schemaName: string, value: unknown): Validation<T> {
    let fn = cache.get(schemaName);
    if (!fn) {
      fn = ajv.compile({ $ref: `${id}#/components/schemas/${schemaName}` });
      cache.set(schemaName, fn);
    }
    return fn(value) ? { ok: true, value: value as T } : { ok: false, error: describeErrors(fn.errors) };
  };
}
