// While a visit is connected nothing ends it without asking (issue 16): the close button waits for
// the user's answer in the End Visit dialog, and a reload or tab close gets the browser's own
// leave-page question (beforeunload). Leaving the external page in the app: page-leave-guard.tsx.
import { useEffect, useState } from 'react';
import type { VideoSession } from '../../../lib/media/video-session';
import { useSessionState } from './use-session-snapshot';

export function useEndVisitGuard(session: VideoSession | null, endVisit: () => void) {
  const connected = useSessionState(session) === 'playing';
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (!connected) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [connected]);

  return {
    connected,
    /** The close button of a connected visit: ask first. */
    askToClose: () => setClosing(true),
    /** The close question is open (it goes away by itself if the visit ends meanwhile). */
    asking: closing && connected,
    keep: () => setClosing(false),
    end: () => {
      setClosing(false);
      endVisit();
    },
  };
}
