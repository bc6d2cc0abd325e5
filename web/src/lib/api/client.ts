import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@bedside/openapi/api';
import { currentDivisionId } from '../division/division-store';
import { guardedFetch } from './guarded-fetch';
import { sessionMiddleware, withSessionHeaders, type SessionMiddlewareOptions } from './middleware';
import { serializeQuery } from './query-serializer';

export type ApiClient = Client<paths>;

export interface ApiClientOptions extends SessionMiddlewareOptions {
  baseUrl: string;
  fetch?: (request: Request) => Promise<Response>;
}

// Every provider call names the division it is for, last in the query; a call that passes
// division_id itself (realtime auth always uses '*') keeps it.
const withDivision = (query: Record<string, unknown>) => serializeQuery(query.division_id != null ? query : { ...query, division_id: currentDivisionId() });

export function createApiClient({ baseUrl, fetch, onUnauthorized }: ApiClientOptions): ApiClient {
  const guarded = guardedFetch(fetch);
  // The call leaves in the same task as the code that made it (middleware.ts says why).
  const client = createClient<paths>({ baseUrl, fetch: (request: Request) => guarded(withSessionHeaders(request)), querySerializer: withDivision });
  client.use(sessionMiddleware({ onUnauthorized }));
  return client;
}

let current: ApiClient | undefined;

/** The base URL comes from /config.json, so the client is made at boot, not at import. */
export function initApiClient(options: ApiClientOptions): ApiClient {
  current = createApiClient(options);
  return current;
}

export function apiClient(): ApiClient {
  if (!current) throw new Error('API client not initialised yet');
  return current;
}
