// Scenario faults (openapi/sim.yaml /faults): make provider API calls fail or slow down on demand,
// so QA and tests can produce an inactivity time-out, a server error or a client time-out.
import type { components } from '@bedside/openapi/sim';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../api-error.ts';
import type { Services } from '../services.ts';

export type Fault = components['schemas']['Fault'];
export type FaultRequest = components['schemas']['FaultRequest'];

const API_BASE = '/api/v1';

export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;

  add(request: FaultRequest): Fault {
    if (request.status === undefined && request.latency_ms === undefined) {
      throw badRequest('body.status', 'required', 'give status (answer with an error) or latency_ms (delay the call)', 'A fault needs a status, a latency_ms, or both');
    }
    const prefix = request.path_prefix.startsWith(`${API_BASE}/`) ? request.path_prefix.slice(API_BASE.length) : request.path_prefix;
    const fault: Fault = {
      id: this.nextId++,
      path_prefix: prefix,
      method: request.method ?? null,
      status: request.status ?? null,
      error: request.error ?? null,
      type: request.type ?? null,
      code: request.code ?? null,
      latency_ms: request.latency_ms ?? 0,
      remaining: request.times ?? null,
    };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(): number {
    const count = this.faults.length;
    this.faults = [];
    return count;
  }

  /** The newest fault matching the call, counted as used (a spent fault is removed). */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.findLast((f) => (f.method === null || f.method === method) && path.startsWith(f.path_prefix));
    if (!fault) return undefined;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return { ...fault };
  }
}

// One fault store per built app (tests build many apps); kept beside Services, not inside it.
const stores = new WeakMap<Services, FaultStore>();

export function faultsOf(services: Services): FaultStore {
  let store = stores.get(services);
  if (!store) {
    store = new FaultStore();
    stores.set(services, store);
  }
  return store;
}

export function faultBody(fault: Fault): { error: string; type?: string; code?: string } {
  return {
    error: fault.error ?? `Simulated fault: HTTP ${fault.status}`,
    ...(fault.type ? { type: fault.type } : {}),
    ...(fault.code ? { code: fault.code } : {}),
  };
}

/** Applies faults to /api/v1 calls before authentication, as a failing backend would answer. */
export function registerFaults(app: FastifyInstance, services: Services): void {
  const faults = faultsOf(services);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(`${API_BASE}/`)) return;
    const fault = faults.take(request.method, path.slice(API_BASE.length));
    if (!fault) return;
    request.log.info({ fault: fault.id, method: request.method, path, status: fault.status, latency_ms: fault.latency_ms, remaining: fault.remaining }, 'scenario: fault applied');
    if (fault.latency_ms > 0) await new Promise((resolve) => setTimeout(resolve, fault.latency_ms));
    if (fault.status === null) return;
    // Sent as a Buffer on purpose: a fault may use a status the operation does not list (a 500),
    // and the response check validates string payloads only. The body is still the Error shape.
    return reply.code(fault.status).type('application/json; charset=utf-8').send(Buffer.from(JSON.stringify(faultBody(fault))));
  });
}
