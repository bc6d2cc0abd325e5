/**
 * What the API client tells the rest of the app about traffic, without knowing who listens:
 * the loading indicator counts requests, the session treats responses as activity and reacts to
 * an inactivity time-out, the error dialog collects network failures.
 */
export interface RequestEventMap {
  started: undefined;
  finished: undefined;
  response: Response;
  networkError: Error;
  sessionExpired: undefined;
}

type Listener<T> = (payload: T) => void;
const listeners: { [K in keyof RequestEventMap]: Set<Listener<RequestEventMap[K]>> } = {
  started: new Set(),
  finished: new Set(),
  response: new Set(),
  networkError: new Set(),
  sessionExpired: new Set(),
};

export function onRequestEvent<K extends keyof RequestEventMap>(event: K, listener: Listener<RequestEventMap[K]>): () => void {
  listeners[event].add(listener);
  return () => listeners[event].delete(listener);
}

/** Returns how many listeners heard it (nobody listening can mean a fallback is needed). */
export function emitRequestEvent<K extends keyof RequestEventMap>(event: K, ...[payload]: RequestEventMap[K] extends undefined ? [] : [RequestEventMap[K]]): number {
  for (const listener of listeners[event]) {
    try {
      listener(payload as RequestEventMap[K]);
    } catch (error) {
      // A broken listener must not break the call that triggered it.
      console.error(`request event ${event} listener failed`, error);
    }
  }
  return listeners[event].size;
}
