// Scenario faults (openapi/sim.yaml /faults): make provider API calls fail, slow down or answer
// something unexpected on demand, so QA and tests can produce an inactivity time-out, a server
// error, a client time-out, or a 200 whose body is not what the contract promises.
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
    // `'body' in`: a body of null is one to answer with (the provider answered null).
    const answersBody = 'body' in request;
    if (request.status === undefined && request.latency_ms === undefined && !answersBody) {
      throw badRequest('body.status', 'required', 'give status (answer with an error), body (answer 200 with that JSON) or latency_ms (delay the call)', 'A fault needs a status, a body or a latency_ms');
    }
    if (answersBody) checkBodyAlone(request);
    const prefix = request.path_prefix.startsWith(`${API_BASE}/`) ? request.path_prefix.slice(API_BASE.length) : request.path_prefix;
    const fault: Fault = {
      id: this.nextId++,
      path_prefix: prefix,
      method: request.method ?? null,
      status: request.status ?? null,
      error: request.error ?? null,
      type: request.type ?? null,
      code: request.code ?? null,
      ...(answersBody ? { body: request.body } : {}),
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

/** A body is a 200 answer: the fields of an error answer make no sense beside it. */
function checkBodyAlone(request: FaultRequest): void {
  if (request.status !== undefined) {
    throw badRequest('body.body', 'conflict', 'body answers 200 with that JSON, status answers with an error: give one of them', 'A fault has a status or a body, not both');
  }
  for (const field of ['error', 'type', 'code'] as const) {
    if (request[field] !== undefined) {
      throw badRequest(`body.${field}`, 'conflict', `${field} belongs to an error answer (status); a fault with body answers 200 with that JSON only`, `A fault with a body has no ${field}`);
    }
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
    request.log.info({ fault: fault.id, method: request.method, path, status: 'body' in fault ? 200 : fault.status, latency_ms: fault.latency_ms, remaining: fault.remaining }, 'scenario: fault applied');
    if (fault.latency_ms > 0) await new Promise((resolve) => setTimeout(resolve, fault.latency_ms));
    // Sent as a Buffer on purpose: a fault may use a status the operation does not list (a 500) or
    // a body of another shape than its own, and the response check validates string payloads only.
    const send = (status: number, body: unknown) => reply.code(status).type('application/json; charset=utf-8').send(Buffer.from(JSON.stringify(body)));
    if ('body' in fault) return send(200, fault.body);
    if (fault.status === null) return;
    return send(fault.status, faultBody(fault));
  });
}
