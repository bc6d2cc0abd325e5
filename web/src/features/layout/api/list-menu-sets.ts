import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { expectShape, isRecord } from '../../../lib/api/answer-shape';
import { apiQueryKey } from '../../../lib/api/query-key';

export type MenuSet = components['schemas']['MenuSet'];
export type MenuItem = components['schemas']['MenuItem'];

export const menuSetsQueryKey = apiQueryKey('get', '/menu_sets');

export const MENU_UNREADABLE = 'The menu could not be read.';

// What building and drawing the menu reads (menu-model.ts, menu-visibility.ts): with it missing,
// the sidebar threw while the shell was drawn and the app's error page replaced everything.
function isMenuItem(value: unknown): boolean {
  return isRecord(value) && typeof value.label === 'string' && (value.menu_items === undefined || (Array.isArray(value.menu_items) && value.menu_items.every(isMenuItem)));
}

function isMenuSet(value: unknown): boolean {
  return isRecord(value) && typeof value.title === 'string' && Array.isArray(value.roles) && Array.isArray(value.menu_items) && value.menu_items.every(isMenuItem);
}

export async function listMenuSets(signal?: AbortSignal): Promise<MenuSet[]> {
  const answer: unknown = unwrap(await apiClient().GET('/menu_sets', { signal }));
  return expectShape<MenuSet[]>(answer, (sets) => Array.isArray(sets) && sets.every(isMenuSet), MENU_UNREADABLE);
}

export function menuSetsQueryOptions() {
  return queryOptions({ queryKey: menuSetsQueryKey, queryFn: ({ signal }) => listMenuSets(signal) });
}

export function useMenuSets() {
  return useQuery(menuSetsQueryOptions());
}
