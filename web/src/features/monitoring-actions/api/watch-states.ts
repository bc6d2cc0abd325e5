// What every viewer of a monitor shares (curtain, nudge, open stat alarm): one query per monitor,
// so a tile reads only its own, but the requests of the tiles mounted together go out as one
// `GET /patient_monitors/watch_states` (a wall of 30 tiles asks once, not 30 times).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { apiCall, apiKey } from '../../../lib/api/api-query';
import { rereadIfUnderWay } from '../../../lib/api/stale-reads';

export type WatchState = components['schemas']['MonitorWatchState'];
export type StatAlarm = components['schemas']['StatAlarm'];

/** The server's answer for a monitor it leaves out (not the user's): nothing shared. */
export const emptyWatchState = (monitorId: number): WatchState => ({
  patient_monitor_id: monitorId, curtain_closed: false, curtain_changed_by: null, curtain_changed_at: null,
  nudge_state: 'cleared', nudge_changed_by: null, nudge_changed_at: null, stat_alarm: null,
});

/** The contract's limit on one request. */
const MAX_IDS = 100;

type Waiter = { resolve: (state: WatchState) => void; reject: (error: unknown) => void };

/** Collects the ids asked for in one task and fetches them together. React-free; tests hand in a fake fetch. */
export function createWatchStateBatcher(fetchStates: (ids: number[]) => Promise<WatchState[]>, schedule: (run: () => void) => void = (run) => setTimeout(run, 0)) {
  let waiting = new Map<number, Waiter[]>();
  const flush = () => {
    const batch = waiting;
    waiting = new Map();
    const ids = [...batch.keys()];
    for (let start = 0; start < ids.length; start += MAX_IDS) {
      const chunk = ids.slice(start, start + MAX_IDS);
      fetchStates(chunk).then(
        (states) => {
          const byId = new Map(states.map((s) => [s.patient_monitor_id, s]));
          for (const id of chunk) for (const w of batch.get(id) ?? []) w.resolve(byId.get(id) ?? emptyWatchState(id));
        },
        (error: unknown) => {
          for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(error);
        },
      );
    }
  };
  return (monitorId: number): Promise<WatchState> => new Promise((resolve, reject) => {
    if (!waiting.size) schedule(flush);
    waiting.set(monitorId, [...(waiting.get(monitorId) ?? []), { resolve, reject }]);
  });
}

const loadWatchState = createWatchStateBatcher(async (ids) => (await apiCall('listPatientMonitorWatchStates', { monitor_ids: ids })).results);

/** One monitor's key: the path of the list call and the monitor's id alone. */
export const watchStateKey = (monitorId: number) => apiKey('listPatientMonitorWatchStates', { monitor_ids: [monitorId] });

export const watchStateQueryOptions = (monitorId: number) => queryOptions({
  queryKey: watchStateKey(monitorId),
  queryFn: () => loadWatchState(monitorId),
});

/** Puts a monitor's state as the server answered it (a write's answer) in the cache. */
export function setWatchState(queryClient: QueryClient, state: WatchState): void {
  queryClient.setQueryData(watchStateKey(state.patient_monitor_id), state);
}

/** Patches a monitor's cached state, if it is on screen; events of monitors nobody shows are dropped. */
export function patchWatchState(queryClient: QueryClient, monitorId: number, patch: Partial<WatchState>): void {
  queryClient.setQueryData<WatchState>(watchStateKey(monitorId), (state) => (state ? { ...state, ...patch } : state));
  rereadIfUnderWay(queryClient, watchStateKey(monitorId));
}
