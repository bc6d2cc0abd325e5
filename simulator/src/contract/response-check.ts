// In tests (and e2e runs with SIM_VALIDATE_RESPONSES=1) every JSON response of a contract route is
// checked against the contract before it leaves; a mismatch becomes a loud 500, so drift between
// the simulator and the contract cannot pass unnoticed.
import { createAjv, describeErrors } from '@bedside/openapi/validator';
import type { FastifyInstance } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { keptFor } from './documents.ts';
import './operations.ts';

/** One Ajv and its compiled validators for every app of the process (the documents are shared: documents.ts). */
function checkerFor(docs: Record<string, Record<string, unknown>>) {
  return keptFor('response check', Object.values(docs), () => {
    const ajv = createAjv();
    for (const [id, doc] of Object.entries(docs)) ajv.addSchema({ $id: id, components: doc.components });
    return { ajv, compiled: new Map<object, ValidateFunction>() };
  });
}

export function registerResponseCheck(app: FastifyInstance, docs: Record<string, Record<string, unknown>>): void {
  const { ajv, compiled } = checkerFor(docs);

  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.config?.operation;
    if (!route || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    // Every status must be declared, the shared layers' too (400, 401, 403, 404, 413, 415: the
    // contract lint makes each operation list them).
    const schema = route.responses[String(reply.statusCode)];
    if (schema === undefined) {
      request.log.error({ operation: route.operationId, status: reply.statusCode }, 'status not in the contract');
      reply.code(500);
      return JSON.stringify({ error: `Status ${reply.statusCode} is not in the contract for ${route.operationId}` });
    }
    if (!schema) return payload;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (validate(JSON.parse(payload))) return payload;
    const problem = describeErrors(validate.errors);
    request.log.error({ operation: route.operationId, problem }, 'response does not match the contract');
    reply.code(500);
    return JSON.stringify({ error: `Response of ${route.operationId} does not match the contract: ${problem}` });
  });
}
