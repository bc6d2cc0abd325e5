// The /sim control API can mint a token for any user and rewrite every record, so it answers
// loopback callers only: to anyone else it is absent, the same 404 as an unknown path (nothing
// to probe). SIM_API_OPEN=1 opens it, as docker compose must (its callers come through Docker's
// proxy). The caller is the socket's peer: forwarding headers are not trusted.
import type { FastifyInstance } from 'fastify';
import { isLoopback } from '../config.ts';

export function registerSimLoopbackOnly(app: FastifyInstance, open: boolean): void {
  if (open) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/sim/') && !isLoopback(request.ip)) return reply.callNotFound();
  });
}
