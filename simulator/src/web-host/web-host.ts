// Serves what the browser loads besides the API: the runtime config, the contract, and the built
// web app with a fallback to index.html for client-side routes.
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { components } from '@bedside/openapi/web-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorConfig } from '../config.ts';
import { allowedMethods } from '../contract/allowed-methods.ts';
import { OIDC_CLIENT_ID } from '../identity/oidc.ts';
import { pageHeaders } from './page-headers.ts';

export const BUILD_LABEL = '2025.09.30';

export function webConfig(config: SimulatorConfig): components['schemas']['WebConfig'] {
  const rt = config.realtime;
  return {
    apiBaseUrl: '/api/v1',
    buildLabel: BUILD_LABEL,
    realtime: { key: rt.key, host: rt.publicHost, port: rt.publicPort, forceTLS: rt.publicTLS, cluster: 'mt1' },
    oidc: { authority: `${config.publicUrl}/oidc`, clientId: OIDC_CLIENT_ID, organizationId: config.organizationId, scope: 'openid profile email' },
    ...(config.defaultIceServers ? { defaultIceServers: config.defaultIceServers } : {}),
  };
}

export function registerWebHost(app: FastifyInstance, config: SimulatorConfig, contract: unknown): void {
  app.get('/config.json', async (_request, reply) => reply.header('cache-control', 'no-store').send(webConfig(config)));
  app.get('/openapi.json', async () => contract);

  const dist = config.webDist && existsSync(`${config.webDist}/index.html`) ? config.webDist : null;
  const headers = pageHeaders(webConfig(config), config.publicUrl);
  if (!dist) {
    app.get('/', async (_request, reply) => reply.headers(headers).type('text/html').send('<p>The web app is not built. Run <code>npm start</code> (which builds it) or <code>npm run dev</code>.</p>'));
    app.setNotFoundHandler(async (request, reply) => noRoute(request, reply));
    return;
  }
  void app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: 'index.html',
    cacheControl: false,
    setHeaders: (res, path) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const api = /^\/(api|sim|oidc|apps)\//.test(request.url);
    if (request.method === 'GET' && !api) {
      // Hashed assets are immutable; index.html must be re-read so a new build is picked up.
      return reply.headers(headers).header('cache-control', 'no-cache').sendFile('index.html');
    }
    return noRoute(request, reply);
  });
}

/**
 * 405 with Allow for a provider API path asked with another method; 404 otherwise (a /sim path off
 * loopback is absent whatever the method, so nothing says it exists).
 */
function noRoute(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  const allowed = path.startsWith('/api/') ? allowedMethods(path) : [];
  if (allowed.length && !allowed.includes(request.method)) {
    return reply.code(405).header('allow', allowed.join(', ')).send({ error: `${request.method} is not allowed on ${path}; it takes ${allowed.join(', ')}`, code: 'method_not_allowed' });
  }
  return reply.code(404).send({ error: `No route for ${request.method} ${path}`, code: 'not_found' });
}
