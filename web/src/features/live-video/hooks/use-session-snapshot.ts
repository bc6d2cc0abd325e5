import { useCallback, useSyncExternalStore } from 'react';
import type { SessionSnapshot, VideoSession } from '../../../lib/media/video-session';

/** Renders from the session's own snapshots; the session knows nothing of React. */
export function useSessionSnapshot(session: VideoSession): SessionSnapshot {
  // subscribe and getSnapshot are arrow properties: stable for the session's life.
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}

/**
 * One value of the snapshot (a primitive or an object the session keeps): the component renders
 * again only when that value changes, not at every step of connecting (a call view's controls
 * rendered five times while the answer was being made).
 */
export function useSessionValue<T>(session: VideoSession, select: (snapshot: SessionSnapshot) => T): T {
  return useSyncExternalStore(session.subscribe, () => select(session.getSnapshot()));
}

const noSession = () => () => undefined;

/** The state of a session that may not exist (the page's Connect button, outside the overlay). */
export function useSessionState(session: VideoSession | null): SessionSnapshot['state'] | null {
  const subscribe = useCallback((listener: () => void) => (session ? session.subscribe(listener) : noSession()), [session]);
  const state = useCallback(() => session?.getSnapshot().state ?? null, [session]);
  return useSyncExternalStore(subscribe, state);
}
