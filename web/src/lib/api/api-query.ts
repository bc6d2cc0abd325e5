// Calls by operationId, for the plain endpoints: the method and path come from the generated
// catalogue (@bedside/openapi/api-operations), parameters and answers are typed by the contract,
// keys stay `[method, path, params]` (apiQueryKey) and failures stay ApiError. An endpoint with
// its own select, meta or realtime handling keeps its own file.
import { queryOptions } from '@tanstack/react-query';
import type { operations } from '@bedside/openapi/api';
import { apiOperations } from '@bedside/openapi/api-operations';
import { apiClient } from './client';
import { unwrap } from './api-error';

export type OperationId = keyof operations;
type Parameters<O extends OperationId> = operations[O]['parameters'];
type Part<O extends OperationId, K extends 'path' | 'query'> = K extends keyof Parameters<O> ? NonNullable<Parameters<O>[K]> : never;
/** path and query parameters of an operation, flat as the URL holds them. */
export type ParamsOf<O extends OperationId> = ([Part<O, 'path'>] extends [never] ? unknown : Part<O, 'path'>)
  & ([Part<O, 'query'>] extends [never] ? unknown : Part<O, 'query'>);
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type Responses<O extends OperationId> = operations[O]['responses'];
/** The JSON answer of an operation's 200 or 201 (undefined for 204). */
export type ResultOf<O extends OperationId> = Json<Responses<O>[Extract<keyof Responses<O>, 200 | 201>]>;
export type BodyOf<O extends OperationId> = operations[O]['requestBody'] extends { content: { 'application/json': infer B } } | undefined ? B : never;

/** Splits flat params into openapi-fetch's path and query parts by the path's placeholders. */
function split(path: string, params: Record<string, unknown>) {
  const names = new Set([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  const pathPart: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) (names.has(key) ? pathPart : query)[key] = value;
  return { path: pathPart, query };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
// One documented cast: openapi-fetch types each call by its literal path; here the path is looked
// up at run time from the generated catalogue, and ParamsOf/BodyOf/ResultOf carry the types instead.
type LooseCall = (path: string, init: { params: object; body?: unknown; signal?: AbortSignal }) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

export async function apiCall<O extends OperationId>(id: O, params: ParamsOf<O>, body?: BodyOf<O>, signal?: AbortSignal): Promise<ResultOf<O>> {
  const { method, path } = apiOperations[id];
  const call = apiClient()[method.toUpperCase() as Method] as unknown as LooseCall;
  const init = { params: split(path, params as Record<string, unknown>), body, signal };
  return unwrap(await call(path, init)) as ResultOf<O>;
}

/** The query key of a GET by operationId: `['get', path, params]`, as apiQueryKey makes it. */
export function apiKey<O extends OperationId>(id: O, params?: ParamsOf<O>) {
  return [apiOperations[id].method, apiOperations[id].path, (params ?? {}) as object] as const;
}

export function apiQueryOptions<O extends OperationId>(id: O, params: ParamsOf<O>) {
  return queryOptions({ queryKey: apiKey(id, params), queryFn: ({ signal }) => apiCall(id, params, undefined, signal) });
}
