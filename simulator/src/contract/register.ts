// Registers every operation of a contract document as a Fastify route whose request is validated
// against the document before its handler runs. Handlers are found by operationId. The routes live
// in their own scope, which parses JSON with the depth bound (json-body.ts) and takes only the
// body media types each operation declares (and no body where it declares none).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../api-error.ts';
import { noteRoute } from './allowed-methods.ts';
import { registerJsonBodyParser } from './json-body.ts';
import { OPTIONAL_BODY, readOperations, type OperationRoute } from './operations.ts';
import type { JsonObject } from './schema-refs.ts';

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface ContractOptions {
  doc: JsonObject;
  schemaId: string;
  prefix: string;
  handlers: Record<string, RouteHandler>;
  /** bytes a form-encoded body may have (JSON bodies have the app's bodyLimit) */
  formBodyLimit: number;
  /** runs before validation for secured operations (authentication) */
  authenticate?: (request: FastifyRequest, route: OperationRoute) => Promise<void>;
  /** runs after validation (division and permission rules need the parsed query) */
  authorize?: (request: FastifyRequest, route: OperationRoute) => Promise<void>;
}

const FORM = 'application/x-www-form-urlencoded';

/**
 * Before any of a body is read: a body of a media type the operation does not declare is a 415,
 * and a body sent to an operation that takes none is a 400 (so neither can be a 413 or 415 there).
 */
function checkBody(request: FastifyRequest, route: OperationRoute): void {
  const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  // Fastify never reads the body of a GET or HEAD, so there is nothing to refuse.
  if (!hasBody || request.method === 'GET' || request.method === 'HEAD') return;
  if (!route.bodyTypes.length) throw badRequest('body', 'absent', 'this call takes no request body', 'Invalid request: this call takes no request body');
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (route.bodyTypes.includes(type)) return;
  const sent = type ? `not ${type}` : 'and no Content-Type was sent';
  throw new ApiError(415, `The request body must be ${route.bodyTypes.join(' or ')}, ${sent}`, 'unsupported_media_type');
}

/**
 * Fastify hands the validator an absent body as null, so a JSON `null` passed an optional body's
 * check as no body at all (/sim/reset reseeded with the default seed: hostile-input QA). The
 * request still tells them apart: its body is undefined when none was sent.
 */
function refuseNullBody(request: FastifyRequest): void {
  if (request.body === null) throw badRequest('body', 'type', 'the request body is null: send an object, or no body', 'Invalid request: the body is null');
}

export async function registerContract(app: FastifyInstance, options: ContractOptions): Promise<void> {
  const { doc, schemaId, prefix, handlers, authenticate, authorize } = options;
  const routes = readOperations(doc, schemaId);
  await app.register(async (scope) => {
    scope.addSchema({ $id: schemaId, components: doc.components });
    registerJsonBodyParser(scope);
    for (const route of routes) {
      const handler = handlers[route.operationId];
      if (!handler) throw new Error(`no handler for operation ${route.operationId}`);
      noteRoute(route.method, `${prefix}${route.url}`);
      scope.route({
        method: route.method as 'GET',
        url: `${prefix}${route.url}`,
        schema: Object.fromEntries(Object.entries(route.schema).filter(([, s]) => s)),
        config: { operation: route },
        ...(route.bodyTypes.length && route.bodyTypes.every((type) => type === FORM) ? { bodyLimit: options.formBodyLimit } : {}),
        onRequest: route.secured && authenticate ? async (request) => authenticate(request, route) : undefined,
        preParsing: async (request) => checkBody(request, route),
        preValidation: route.schema.body?.[OPTIONAL_BODY] ? async (request) => refuseNullBody(request) : undefined,
        preHandler: authorize ? async (request) => authorize(request, route) : undefined,
        handler,
      });
    }
  });
}
