// /sim scenario operations: provider API faults and a realtime server restart.
import type { operations } from '@bedside/openapi/sim';
import type { HandlerMap } from '../contract/handlers.ts';
import type { Services } from '../services.ts';
import { faultsOf } from './faults.ts';

type SimHandlers = HandlerMap<operations, { services: Services }>;

export const scenarioHandlers: SimHandlers = {
  simListFaults: ({ services }) => faultsOf(services).list(),
  simAddFault: ({ services, body, request, reply }) => {
    const fault = faultsOf(services).add(body);
    request.log.info({ fault }, 'scenario: fault added');
    reply.code(201);
    return fault;
  },
  simClearFaults: ({ services, request }) => {
    const cleared = faultsOf(services).clear();
    request.log.info({ cleared }, 'scenario: faults cleared');
    return { cleared };
  },
  simRestartRealtime: ({ services, request, body }) => {
    const disconnected = services.hub.connectionCount;
    const downMs = body?.down_ms ?? 0;
    services.hub.disconnectAll(downMs);
    request.log.info({ disconnected, down_ms: downMs }, 'scenario: realtime server restarted');
    return { disconnected };
  },
};
