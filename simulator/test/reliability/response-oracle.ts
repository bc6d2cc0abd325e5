// What every answer of the simulator must be, whatever was asked: never a 5xx; a status the
// contract declares for the operation; a body valid against the contract's schema for that status;
// and a failure that says why (a non-empty `error`, and for a 400 the fields in `details`).
import { createAjv, describeErrors, withoutDiscriminatorMappings } from '@bedside/openapi/validator';
import type { ValidateFunction } from 'ajv';
import { documents, type ContractOperation, type DocName, type Json } from './contract-operations.ts';

export interface Answer { statusCode: number; headers: Record<string, unknown>; body: string }

const ajv = createAjv();
for (const [name, doc] of Object.entries(documents)) ajv.addSchema(withoutDiscriminatorMappings({ components: doc.components }) as Json, `contract-${name}`);
const compiled = new WeakMap<Json, ValidateFunction>();

function pointedAt(doc: DocName, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => pointedAt(doc, item));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) =>
    [key, key === '$ref' && typeof inner === 'string' ? `contract-${doc}${inner}` : pointedAt(doc, inner)]));
}

function validatorFor(op: ContractOperation, schema: Json): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(withoutDiscriminatorMappings(pointedAt(op.doc, schema)) as Json);
    compiled.set(schema, validate);
  }
  return validate;
}

function parse(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

/** Why an error body does not say what went wrong; null when it does. */
function reasonProblem(status: number, body: unknown): string | null {
  const error = body as { error?: unknown; details?: { field?: unknown; rule?: unknown }[] } | null;
  if (typeof error?.error !== 'string' || !error.error.trim()) return 'no error text';
  if (status !== 400) return null;
  if (!Array.isArray(error.details) || !error.details.length) return 'a 400 without details naming the field';
  const unnamed = error.details.find((d) => typeof d.field !== 'string' || !d.field || typeof d.rule !== 'string' || !d.rule);
  return unnamed ? `a 400 detail without field or rule: ${JSON.stringify(unnamed)}` : null;
}

/** Every way the answer breaks the contract; empty when it keeps it. */
export function contractProblems(op: ContractOperation, answer: Answer): string[] {
  const { statusCode: status, body } = answer;
  const type = String(answer.headers['content-type'] ?? '');
  const problems: string[] = [];
  if (status >= 500) problems.push(`5xx: ${status}`);
  const declared = op.responses.get(status);
  if (!declared) problems.push(`status ${status} is not declared`);
  if (status >= 400) {
    const parsed = type.includes('json') ? parse(body) : { ok: false as const };
    const problem = parsed.ok ? reasonProblem(status, parsed.value) : `a ${status} whose body is not JSON (${type || 'no content type'})`;
    if (problem) problems.push(problem);
  }
  if (!declared) return problems;
  if (declared.schema) {
    const parsed = type.includes('application/json') ? parse(body) : { ok: false as const };
    if (!parsed.ok) return [...problems, `a ${status} whose body is not JSON (${type || 'no content type'})`];
    const validate = validatorFor(op, declared.schema);
    if (!validate(parsed.value)) problems.push(`body does not match the ${status} schema: ${describeErrors(validate.errors).slice(0, 300)}`);
  } else if (declared.contentType) {
    if (!type.startsWith(declared.contentType)) problems.push(`content type ${type}, not ${declared.contentType}`);
  } else if (body.length) {
    problems.push(`a ${status} declared without content has a body`);
  }
  return problems;
}
