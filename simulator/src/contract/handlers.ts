// Typed handler maps: each contract's operations keyed by operationId, with the request typed from
// the generated types and the success status (200, 201 or 204) taken from the contract itself.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteHandler } from './register.ts';

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type FormOrJson<R> = R extends { content: { 'application/json': infer B } } ? B
  : R extends { content: { 'application/x-www-form-urlencoded': infer F } } ? F : undefined;

interface AnyOperation {
  parameters: { query?: unknown; path?: unknown; header?: unknown };
  requestBody?: unknown;
  responses: unknown;
}

export type Success<O extends AnyOperation> =
  O['responses'] extends { 200: infer R } ? JsonOf<R>
    : O['responses'] extends { 201: infer R } ? JsonOf<R>
      : O['responses'] extends { 202: infer R } ? JsonOf<R> : undefined;

export interface HandlerContext<O extends AnyOperation> {
  query: NonNullable<O['parameters']['query']>;
  params: NonNullable<O['parameters']['path']>;
  body: FormOrJson<NonNullable<O['requestBody']>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type HandlerMap<Ops, Extra> = {
  [K in keyof Ops]?: Ops[K] extends AnyOperation
    ? (ctx: HandlerContext<Ops[K]> & Extra) => Promise<Success<Ops[K]>> | Success<Ops[K]>
    : never;
};

type LooseHandler = (ctx: HandlerContext<AnyOperation> & Record<string, unknown>) => unknown;

/** Adapts a typed handler map to Fastify handlers; `extra` adds per-request context (the user). */
export function toRouteHandlers(
  map: Record<string, unknown>,
  extra: (request: FastifyRequest) => Record<string, unknown>,
): Record<string, RouteHandler> {
  return Object.fromEntries(Object.entries(map).map(([operationId, fn]) => [operationId, async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.config.operation;
    const body = await (fn as LooseHandler)({
      query: request.query, params: request.params, body: request.body, request, reply, ...extra(request),
    } as HandlerContext<AnyOperation> & Record<string, unknown>);
    if (reply.sent) return reply;
    const success = Object.keys(route?.responses ?? {}).find((status) => status.startsWith('2')) ?? '200';
    if (body === undefined) return reply.code(204).send();
    return reply.code(Number(success)).send(body);
  }]));
}
