// A realtime event or a write's answer patches the cache in place. A read of the same data already
// under way may have been answered before the change: landing after the patch, it would put the
// old data back (a curtain closed, then open again until the next reload). Such a read is
// cancelled and made again.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export function rereadIfUnderWay(queryClient: QueryClient, queryKey: QueryKey): void {
  void queryClient.invalidateQueries({ queryKey, predicate: (query) => query.state.fetchStatus === 'fetching' });
}
