// The query check of a provider API operation, as its route runs it, for a query that is kept to be
// sent later: a saved view holds the filters and order its table's list call sends when the view
// is chosen (resources/table-query.ts). Compiled on first use, then kept for the process.
import type { ApiError } from '../api-error.ts';
import { contractDocument } from './documents.ts';
import { readOperations, type OperationRoute } from './operations.ts';
import type { JsonObject } from './schema-refs.ts';
import { validationError } from './validation-errors.ts';
import { queryValidator, type ConvertingValidator } from './validators.ts';

let routes: Map<string, OperationRoute> | undefined;
const checks = new Map<string, ConvertingValidator>();

function checkOf(operationId: string): ConvertingValidator {
  const kept = checks.get(operationId);
  if (kept) return kept;
  const doc = contractDocument('api') as JsonObject;
  routes ??= new Map(readOperations(doc, 'api').map((route) => [route.operationId, route]));
  const schema = routes.get(operationId)?.schema.querystring;
  if (!schema) throw new Error(`operation ${operationId} takes no query`);
  const check = queryValidator('api', doc.components, schema);
  checks.set(operationId, check);
  return check;
}

/**
 * The query as the operation's route would hand it to its handler (text converted, defaults
 * filled), or the 400 the route would answer, its fields named `query.…`.
 */
export function checkOperationQuery(operationId: string, query: JsonObject): { query: JsonObject } | { error: ApiError } {
  const check = checkOf(operationId);
  const passed = check(query);
  return passed ? { query: passed.value as JsonObject } : { error: validationError(check.errors ?? [], 'querystring') };
}
