// Lists read whole: a monitoring wall (Patient Central, Team Mode, the Nursing Station, Infinity
// Watch, the unit picker) must show every monitored patient, and the contract's pages stop at 100
// (PerPage): the 101st patient of a division was silently left off the wall, unwatched (QA).
import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiKey, type OperationId, type ParamsOf, type ResultOf } from './api-query';

interface Paged { results: unknown[]; metadata: { count: number; per_page: number; page: number } }
type PagedOperation = { [O in OperationId]: ResultOf<O> extends Paged ? O : never }[OperationId];

const PER_PAGE = 100;
/** Pages asked at once after the first: the list is wanted whole, but not at the cost of the API's connections. */
const AT_ONCE = 4;

async function readPages(at: (page: number) => Promise<Paged>): Promise<Paged[]> {
  const first = await at(1);
  const pages = Math.ceil(first.metadata.count / PER_PAGE);
  const read = [first];
  for (let start = 2; start <= pages; start += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, pages - start + 1) }, (_, i) => at(start + i));
    read.push(...(await Promise.all(batch)));
  }
  return read;
}

/** Every page of a list at the largest page size, as one page holding all its records. */
export async function apiCallAllPages<O extends PagedOperation>(id: O, params: ParamsOf<O>, signal?: AbortSignal): Promise<ResultOf<O>> {
  const at = (page: number) => apiCall(id, { ...(params as object), page, per_page: PER_PAGE } as ParamsOf<O>, undefined, signal) as Promise<Paged>;
  let pages = await readPages(at);
  // The list changed while it was read (the pages' counts differ): a record may have moved onto a
  // page already read and been missed. Read once more; a record seen twice is kept once.
  if (pages.some((page) => page.metadata.count !== pages[0]!.metadata.count)) pages = await readPages(at);
  const seen = new Set<unknown>();
  const results = pages.flatMap((page) => page.results).filter((row) => {
    const rowId = (row as { id?: unknown }).id;
    if (rowId === undefined) return true;
    if (seen.has(rowId)) return false;
    seen.add(rowId);
    return true;
  });
  return { ...pages[0]!, results, metadata: { ...pages[0]!.metadata, page: 1 } } as ResultOf<O>;
}

/** The query of a whole list; its key is the list's, so realtime patches of the list reach it. */
export function apiAllPagesQueryOptions<O extends PagedOperation>(id: O, params: ParamsOf<O>) {
  return queryOptions({ queryKey: [...apiKey(id, params), 'all pages'] as const, queryFn: ({ signal }) => apiCallAllPages(id, params, signal) });
}
