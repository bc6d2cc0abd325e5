import { useCallback, useSyncExternalStore } from 'react';
import type { SessionSnapshot, VideoSession } from '../../../lib/media/video-session';

/** Renders from the session's own snapshots; the session knows nothing of React. */
export function useSessionSnapshot(session: VideoSession): SessionSnapshot {
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const snapshot = useCallback(() => session.getSnapshot(), [session]);
  return useSyncExternalStore(subscribe, snapshot);
}
