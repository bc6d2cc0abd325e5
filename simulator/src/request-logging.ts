// Records every provider API request the simulator answers into the request log (Inbound
// Requests), from an onResponse hook: method, the contract route matched, the path with its query
// values redacted, status, latency, caller and division. Never a body, a header or a query value:
// a search text (q) or a filter may name a patient, and a token must never be stored.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from './services.ts';
import type { Store } from './store/store.ts';

const API_BASE = '/api/v1';
const MAX_PATH = 500;

/**
 * Calls not recorded: the Inbound Requests screen's own reads (recording its list would add a row
 * on every refresh, so the table would shift under the reader) and System Overview's 5 s poll
 * (each open overview would add 12 requests a minute to the very rate it shows).
 */
export const UNLOGGED_OPERATIONS: ReadonlySet<string> = new Set(['listInboundRequests', 'exportInboundRequestsCsv', 'getSystemOverview']);

/** The path as sent, with each query value replaced by … (keys stay: they are the contract's names). */
export function redactedPath(url: string): string {
  const [path = '', query] = url.split('?', 2);
  if (!query) return path.slice(0, MAX_PATH);
  const keys = query.split('&').filter(Boolean).map((part) => {
    const key = part.split('=', 1)[0] ?? '';
    try {
      return `${decodeURIComponent(key.replace(/\+/g, ' '))}=…`;
    } catch {
      return `${key}=…`;
    }
  });
  return `${path}?${keys.join('&')}`.slice(0, MAX_PATH);
}

/** The division a request named, as its organisation's log shows it, and that organisation. */
function divisionOf(store: Store, request: FastifyRequest): { name: string | null; organization: string | null } {
  const selector = (request.query as { division_id?: unknown } | undefined)?.division_id;
  if (selector === '*') return { name: 'All divisions', organization: null };
  if (typeof selector !== 'string' || selector === '') return { name: null, organization: null };
  const division = store.divisionsById.get(Number(selector));
  const organization = division ? store.data.hospitals.find((h) => h.id === division.hospital_id)?.organization_id ?? null : null;
  return { name: division?.name ?? `Division ${selector}`, organization };
}

export function registerRequestLogging(app: FastifyInstance, services: Services): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith(`${API_BASE}/`)) return;
    const operation = request.routeOptions.config?.operation;
    if (operation && UNLOGGED_OPERATIONS.has(operation.operationId)) return;
    const { store } = services;
    const user = request.auth?.user ?? null;
    const division = divisionOf(store, request);
    // Another organisation's division is named by the id the caller sent, never by its name.
    const foreign = user !== null && division.organization !== null && division.organization !== user.organization_id;
    store.requestLog.add({
      at: Date.now(),
      method: request.method,
      route: operation ? operation.url.replace(/:(\w+)/g, '{$1}') : null,
      path: redactedPath(request.url),
      status: reply.statusCode,
      latency_ms: Math.round(reply.elapsedTime * 10) / 10,
      user_id: user?.id ?? null,
      // An anonymous call (no valid token) is shown to the organisation of the division it names.
      organization_id: user?.organization_id ?? division.organization,
      division: foreign ? `Division ${String((request.query as { division_id?: unknown }).division_id)}` : division.name,
    });
  });
}
