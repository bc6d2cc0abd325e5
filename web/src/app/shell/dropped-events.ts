// An event of the contract whose data this build cannot read (a monitor status the provider added
// after it, say) is dropped at the realtime boundary (event-registry.ts), so no handler meets a
// value its type does not have. What the event would have changed on screen is read again instead:
// dropped alone, it left the page stale until its next read (a wall tile showing a stopped monitor
// as active).
import type { QueryClient } from '@tanstack/react-query';
import { afterConnecting } from '../../lib/api/call-lanes';

/** A burst of dropped events (one per tile on a wall) is one read again. */
const FIRST_WAIT_MS = 1_000;
/**
 * At most one read again this often: a provider sending every Wi-Fi report with a state this build
 * does not know would otherwise read the whole page again every second.
 */
const LEAST_GAP_MS = 30_000;

export interface DroppedEventsReread {
  /** An event was dropped: what is on screen is read again soon (FIRST_WAIT_MS, LEAST_GAP_MS). */
  dropped(): void;
  stop(): void;
}

export function rereadAfterDropped(queryClient: QueryClient, now: () => number = () => performance.now()): DroppedEventsReread {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastAt = -Infinity;
  let stopped = false;
  const reread = () => {
    timer = null;
    lastAt = now();
    // Every query is stale and those on screen are read now. A read under way is made again, not
    // joined: it may have been answered before the change the event was about (stale-reads.ts).
    void afterConnecting(async () => {
      if (!stopped) await queryClient.invalidateQueries();
    });
  };
  return {
    dropped: () => {
      if (stopped || timer !== null) return;
      timer = setTimeout(reread, Math.max(FIRST_WAIT_MS, lastAt + LEAST_GAP_MS - now()));
    },
    // Also a re-read already waiting for a call to connect: after sign-out nothing is read.
    stop: () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
