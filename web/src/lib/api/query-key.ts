import type { paths } from '@bedside/openapi/api';

/** Query keys are `[method, path, params]`, so a mutation can invalidate its sibling by path. */
export function apiQueryKey<P extends keyof paths>(method: 'get', path: P, params: object = {}) {
  return [method, path, params] as const;
}
