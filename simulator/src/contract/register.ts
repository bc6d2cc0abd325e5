// Registers every operation of a contract document as a Fastify route whose request is validated
// against the document before its handler runs. Handlers are found by operationId.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readOperations, type OperationRoute } from './operations.ts';
import type { JsonObject } from './schema-refs.ts';

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface ContractOptions {
  doc: JsonObject;
  schemaId: string;
  prefix: string;
  handlers: Record<string, RouteHandler>;
  /** runs before validation for secured operations (authentication) */
  authenticate?: (request: FastifyRequest, route: OperationRoute) => Promise<void>;
  /** runs after validation (division and permission rules need the parsed query) */
  authorize?: (request: FastifyRequest, route: OperationRoute) => Promise<void>;
}

export function registerContract(app: FastifyInstance, options: ContractOptions): OperationRoute[] {
  const { doc, schemaId, prefix, handlers, authenticate, authorize } = options;
  app.addSchema({ $id: schemaId, components: doc.components });
  const routes = readOperations(doc, schemaId);
  for (const route of routes) {
    const handler = handlers[route.operationId];
    if (!handler) throw new Error(`no handler for operation ${route.operationId}`);
    app.route({
      method: route.method as 'GET',
      url: `${prefix}${route.url}`,
      schema: Object.fromEntries(Object.entries(route.schema).filter(([, s]) => s)),
      config: { operation: route },
      onRequest: route.secured && authenticate ? async (request) => authenticate(request, route) : undefined,
      preHandler: authorize ? async (request) => authorize(request, route) : undefined,
      handler,
    });
  }
  return routes;
}
