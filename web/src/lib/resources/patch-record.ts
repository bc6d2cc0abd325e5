// One helper keeps every cached copy of a record right after a mutation or a realtime event: each
// cached list page holding it and its detail are patched in place (no flash, no refetch storm),
// then what derives from it is invalidated in the background.
import type { QueryClient } from '@tanstack/react-query';
import type { AnyResource } from '@bedside/resources';
import { rereadIfUnderWay } from '../api/stale-reads';
import { resourceApi } from './resource-api';

type Row = { id: number };
type Change<R> = Partial<R> | ((row: R) => R);
interface Page<R> { results: R[] }

const apply = <R extends Row>(row: R, change: Change<R>): R => (typeof change === 'function' ? change(row) : { ...row, ...change });

export interface PatchOptions {
  /** Also refetch the detail (fields the server derives, such as a joined name). */
  refetch?: boolean;
  /** Query key prefixes that depend on this record (other resources' lists, pickers, search). */
  related?: readonly (readonly unknown[])[];
}

export function patchRecord<R extends Row>(queryClient: QueryClient, d: AnyResource, id: number, change: Change<R>, options: PatchOptions = {}): void {
  const api = resourceApi<R>(d);
  queryClient.setQueriesData<Page<R>>({ queryKey: api.listKey() }, (page) => {
    if (!page || !Array.isArray(page.results) || !page.results.some((row) => row.id === id)) return page;
    return { ...page, results: page.results.map((row) => (row.id === id ? apply(row, change) : row)) };
  });
  queryClient.setQueryData<R>(api.getKey(id), (row) => (row ? apply(row, change) : row));
  rereadIfUnderWay(queryClient, api.listKey());
  rereadIfUnderWay(queryClient, api.getKey(id));
  if (options.refetch) void queryClient.invalidateQueries({ queryKey: api.getKey(id) });
  for (const key of options.related ?? []) void queryClient.invalidateQueries({ queryKey: key });
}

/** A new record: its position in sorted, filtered pages is the server's to say, so lists reload. */
export function recordCreated<R extends Row>(queryClient: QueryClient, d: AnyResource, row: R, related: PatchOptions['related'] = []): void {
  const api = resourceApi<R>(d);
  queryClient.setQueryData(api.getKey(row.id), row);
  void queryClient.invalidateQueries({ queryKey: api.listKey() });
  for (const key of related) void queryClient.invalidateQueries({ queryKey: key });
}

/** A deleted record: gone from every cached page at once (the lists then reload their counts). */
export function recordRemoved<R extends Row>(queryClient: QueryClient, d: AnyResource, id: number, related: PatchOptions['related'] = []): void {
  const api = resourceApi<R>(d);
  queryClient.setQueriesData<Page<R>>({ queryKey: api.listKey() }, (page) => (
    page && Array.isArray(page.results) ? { ...page, results: page.results.filter((row) => row.id !== id) } : page));
  queryClient.removeQueries({ queryKey: api.getKey(id) });
  void queryClient.invalidateQueries({ queryKey: api.listKey() });
  for (const key of related) void queryClient.invalidateQueries({ queryKey: key });
}
