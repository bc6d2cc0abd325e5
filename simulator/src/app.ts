// Builds the simulator as a Fastify app without listening, so tests drive it through inject.
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import qs from 'qs';
import { apiHandlers } from './api/index.ts';
import { createGuard } from './auth/guard.ts';
import { loadConfig, type SimulatorConfig } from './config.ts';
import { toRouteHandlers } from './contract/handlers.ts';
import { registerContract } from './contract/register.ts';
import { registerResponseCheck } from './contract/response-check.ts';
import { contractDocument } from './contract/documents.ts';
import { buildContractValidator } from './contract/validators.ts';
import { clientError, registerErrorHandling, routerError } from './errors.ts';
import { defaultHttpLimits, type HttpLimits } from './http-limits.ts';
import { registerIdentity } from './identity/oidc.ts';
import { registerPusherHttpApi } from './realtime/http-api.ts';
import { registerRequestLogging } from './request-logging.ts';
import { createServices, type Services } from './services.ts';
import { registerFaults } from './sim/faults.ts';
import { simHandlers } from './sim/handlers.ts';
import { registerSimLoopbackOnly } from './sim/loopback-only.ts';
import { registerUpgrades } from './upgrades.ts';
import { registerWebHost } from './web-host/web-host.ts';

export interface BuiltApp { app: FastifyInstance; services: Services }

export async function buildApp(
  overrides: Partial<SimulatorConfig> = {}, logger: FastifyServerOptions['logger'] = false, httpLimits: Partial<HttpLimits> = {},
): Promise<BuiltApp> {
  const config = { ...loadConfig(), ...overrides };
  const limits = { ...defaultHttpLimits, ...httpLimits };
  const app = Fastify({
    logger,
    bodyLimit: limits.bodyLimit,
    requestTimeout: limits.requestTimeout,
    connectionTimeout: limits.connectionTimeout,
    http: { headersTimeout: Math.min(limits.headersTimeout, limits.requestTimeout), connectionsCheckingInterval: limits.checkInterval },
    // Requests are not logged one by one; scenario steps, sign-ins and device changes are.
    logController: new LogController({ disableRequestLogging: true }),
    // Arrays and objects in query strings use brackets (filters[kind][]=fixed), as the client sends them.
    routerOptions: { querystringParser: (text: string) => qs.parse(text, { depth: 3, arrayLimit: 100 }) },
    schemaController: { compilersFactory: { buildValidator: buildContractValidator } },
    frameworkErrors: routerError,
    clientErrorHandler: clientError,
  });
  const services = createServices(config, app.log);
  const api = contractDocument('api');
  const sim = contractDocument('sim');

  registerErrorHandling(app);
  if (config.validateResponses) registerResponseCheck(app, { api, sim });
  await app.register(formbody);
  registerSimLoopbackOnly(app, config.simApiOpen);
  registerFaults(app, services);
  registerRequestLogging(app, services);

  const guard = createGuard(services.store, services.tokens);
  await registerContract(app, {
    doc: api, schemaId: 'api', prefix: '/api/v1', formBodyLimit: limits.formBodyLimit,
    handlers: toRouteHandlers(apiHandlers, (request) => ({ auth: request.auth, services })),
    authenticate: guard.authenticate,
    authorize: guard.authorize,
  });
  await registerContract(app, {
    doc: sim, schemaId: 'sim', prefix: '/sim', formBodyLimit: limits.formBodyLimit,
    handlers: toRouteHandlers(simHandlers, () => ({ services })),
  });
  registerPusherHttpApi(app, services.hub, config.realtime);
  registerIdentity(app, { publicUrl: config.publicUrl, store: services.store, tokens: services.tokens });
  registerWebHost(app, config, api);
  registerUpgrades(app, services);
  // The MLLP listener is started by whoever listens (server.ts, socket tests); closing the app stops it.
  app.addHook('onClose', async () => services.mllp.stop());
  return { app, services };
}
