import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { unwrap } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { apiQueryKey } from '../../../lib/api/query-key';
import { useDivisionStore } from '../../../lib/division/division-store';

export type SearchResponse = components['schemas']['SearchResponse'];
export type SearchGroup = components['schemas']['SearchGroup'];
type DivisionSelector = components['schemas']['DivisionSelector'];

export async function search(q: string, divisionId: DivisionSelector, signal?: AbortSignal): Promise<SearchResponse> {
  return unwrap(await apiClient().GET('/search', { params: { query: { q, division_id: divisionId } }, signal }));
}

export function searchQueryOptions(q: string, divisionId: DivisionSelector) {
  const params = { q, division_id: divisionId };
  return queryOptions({
    queryKey: apiQueryKey('get', '/search', params),
    queryFn: ({ signal }) => search(q, divisionId, signal),
    // Search runs only for a non-empty query (spec, section 5).
    enabled: q.length > 0,
    // The box shows the server's error text itself, at once: no retries, no global error dialog.
    retry: false,
    meta: { handlesErrors: true },
    staleTime: 10_000,
  });
}

/** Results for `q` in the working division; the previous answer stays while the next one loads. */
export function useSearch(q: string) {
  const divisionId = useDivisionStore((state) => state.divisionId) ?? '*';
  return useQuery({ ...searchQueryOptions(q, divisionId), placeholderData: keepPreviousData });
}
