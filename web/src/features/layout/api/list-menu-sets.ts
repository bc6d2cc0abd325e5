import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

export type MenuSet = components['schemas']['MenuSet'];
export type MenuItem = components['schemas']['MenuItem'];

export const menuSetsQueryKey = apiQueryKey('get', '/menu_sets');

export async function listMenuSets(signal?: AbortSignal): Promise<MenuSet[]> {
  return unwrap(await apiClient().GET('/menu_sets', { signal }));
}

export function menuSetsQueryOptions() {
  return queryOptions({ queryKey: menuSetsQueryKey, queryFn: ({ signal }) => listMenuSets(signal) });
}

export function useMenuSets() {
  return useQuery(menuSetsQueryOptions());
}
