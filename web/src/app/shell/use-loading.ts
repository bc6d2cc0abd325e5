import { useSyncExternalStore } from 'react';
import { createLoadingTracker } from '../../lib/api/loading-tracker';
import { onRequestEvent } from '../../lib/api/request-events';

// One tracker for the page, fed by every API call from the moment the shell's code is loaded.
const tracker = createLoadingTracker();
onRequestEvent('started', tracker.start);
onRequestEvent('finished', tracker.finish);

/** True while API calls run, and 200 ms after the last one. */
export function useLoading(): boolean {
  return useSyncExternalStore(tracker.subscribe, tracker.isLoading);
}
