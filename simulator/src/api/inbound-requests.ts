// Inbound Requests on the generic collection: the request log (request-logging.ts), read-only. A
// request belongs to the caller's organisation; an anonymous one to the organisation of the division
// it named, and to none when it named none or all ('*'): those are shown to nobody, since whose they
// are cannot be told and another hospital's failed calls are not this one's to read.
import type { components } from '@bedside/openapi/api';
import { inboundRequests } from '@bedside/resources';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { LoggedRequest } from '../store/request-log.ts';
import type { ApiHandlers } from './types.ts';

type Method = components['schemas']['RequestMethod'];
type StatusClass = components['schemas']['StatusClass'];

const methods: ReadonlySet<string> = new Set<Method>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

const statusClassOf = (status: number) => `${Math.min(Math.max(Math.floor(status / 100), 1), 5)}xx` as StatusClass;

export const inboundRequestSpec: ResourceSpec<'InboundRequest', 'InboundRequests', LoggedRequest> = {
  descriptor: inboundRequests,
  records: (store) => store.requestLog.all(),
  organizationOf: (entry) => entry.organization_id ?? undefined,
  toRows: ({ services: { store } }, recs) => recs.map((r) => ({
    id: r.id,
    created_at: new Date(r.at).toISOString(),
    method: methods.has(r.method) ? r.method as Method : 'OTHER',
    route: r.route,
    path: r.path,
    status: r.status,
    status_class: statusClassOf(r.status),
    latency_ms: r.latency_ms,
    user: (r.user_id === null ? undefined : store.usersById.get(r.user_id)?.email) ?? 'anonymous',
    division: r.division,
  })),
};

export const inboundRequestHandlers: ApiHandlers = resourceHandlers(inboundRequestSpec);
