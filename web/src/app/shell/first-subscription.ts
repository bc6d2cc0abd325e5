// What a page read before its realtime channels were all subscribed may be missing an event
// published meanwhile: such reads are made again once the first subscription is complete.
import type { Query, QueryClient } from '@tanstack/react-query';
import { afterConnecting } from '../../lib/api/call-lanes';

/** A read still under way is awaited this long at most (the request timeout is 15 s, shell §9). */
const LANDING_WAIT_MS = 30_000;

/**
 * The first subscription: a page's first reads race it by a few hundred ms, and an event in
 * between was never heard (QA: a monitor stopped then stayed on the wall). What had loaded by then
 * loads again; what failed keeps its own Retry (a second error report over it helped nobody). Not
 * while video calls connect (a wall restored after a reload connects at once): 30 tiles' reloads
 * queued their joins on the browser's 6 connections, so they wait for the calls, at most 3 s.
 * A read still under way may have been answered before the event too: it is made again once it
 * has landed (asking again at once would only join it: a first load is not cancelled).
 */
export function reloadReadWhileSubscribing(queryClient: QueryClient): Promise<void> {
  const subscribedAt = Date.now();
  rereadOnceLanded(queryClient, new Set(queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' })));
  return afterConnecting(() => queryClient.invalidateQueries({
    predicate: (query) => query.state.status === 'success' && query.state.dataUpdatedAt <= subscribedAt,
  }));
}

function rereadOnceLanded(queryClient: QueryClient, underWay: Set<Query>): void {
  if (underWay.size === 0) return;
  const stop = () => {
    clearTimeout(timer);
    unsubscribe();
  };
  const timer = setTimeout(stop, LANDING_WAIT_MS);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (!underWay.has(query)) return;
    if (event.type === 'removed') underWay.delete(query);
    else if (event.type === 'updated' && query.state.fetchStatus === 'idle') {
      underWay.delete(query);
      if (query.state.status === 'success') void afterConnecting(() => queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }));
    }
    if (underWay.size === 0) stop();
  });
}
