// Turns Ajv errors into the contract's ValidationIssue list: which field, which rule, and a
// sentence a person can act on.
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { ApiError, type ErrorBody } from '../api-error.ts';

type Issue = NonNullable<ErrorBody['details']>[number];
const contextNames: Record<string, string> = { querystring: 'query', params: 'path', headers: 'header', body: 'body' };

export function toIssues(errors: FastifySchemaValidationError[], context: string | undefined): Issue[] {
  const prefix = contextNames[context ?? ''] ?? context ?? 'request';
  const seen = new Set<string>();
  const issues: Issue[] = [];
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    const segments = error.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (typeof params.missingProperty === 'string') segments.push(params.missingProperty);
    if (typeof params.additionalProperty === 'string') segments.push(params.additionalProperty);
    const field = [prefix, ...segments].join('.');
    let message = `${field} ${error.message ?? 'is invalid'}`;
    if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) message = `${field} must be one of: ${params.allowedValues.join(', ')}`;
    if (error.keyword === 'additionalProperties') message = `${field} is not a known parameter`;
    const key = `${field}|${error.keyword}`;
    // anyOf/oneOf report every branch; the first failure per field and rule is the useful one.
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ field, rule: error.keyword, message });
  }
  return issues;
}

/** The 400 of a request the contract refuses: each issue in `details`, all of them in `error`. */
export function validationError(errors: FastifySchemaValidationError[], context: string | undefined): ApiError {
  const details = toIssues(errors, context);
  return new ApiError(400, `Invalid request: ${details.map((d) => d.message).join('; ')}`, 'invalid_request', details);
}
