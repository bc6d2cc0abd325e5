// Lists read whole: a monitoring wall (Patient Central, Team Mode, the Nursing Station, Infinity
// Watch, the unit picker) must show every monitored patient, and the contract's pages stop at 100
// (PerPage): the 101st patient of a division was silently left off the wall, unwatched (QA).
import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiKey, type OperationId, type ParamsOf, type ResultOf } from './api-query';

interface Paged { results: unknown[]; metadata: { count: number; per_page: number; page: number } }
type PagedOperation = { [O in OperationId]: ResultOf<O> extends Paged ? O : never }[OperationId];

const PER_PAGE = 100;

/** Every page of a list at the largest page size, as one page holding all its records. */
export async function apiCallAllPages<O extends PagedOperation>(id: O, params: ParamsOf<O>, signal?: AbortSignal): Promise<ResultOf<O>> {
  const at = (page: number) => apiCall(id, { ...(params as object), page, per_page: PER_PAGE } as ParamsOf<O>, undefined, signal) as Promise<Paged>;
  const first = await at(1);
  const pages = Math.ceil(first.metadata.count / PER_PAGE);
  // The rest at once: a wall's list is wanted whole before its tiles can be placed.
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => at(i + 2)));
  const results = [first, ...rest].flatMap((page) => page.results);
  // A record moved between pages while they were read would show twice.
  const seen = new Set<unknown>();
  const unique = results.filter((row) => {
    const id = (row as { id?: unknown }).id;
    if (id === undefined) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return { ...first, results: unique, metadata: { ...first.metadata, page: 1 } } as ResultOf<O>;
}

/** The query of a whole list; its key is the list's, so realtime patches of the list reach it. */
export function apiAllPagesQueryOptions<O extends PagedOperation>(id: O, params: ParamsOf<O>) {
  return queryOptions({ queryKey: [...apiKey(id, params), 'all pages'] as const, queryFn: ({ signal }) => apiCallAllPages(id, params, signal) });
}
