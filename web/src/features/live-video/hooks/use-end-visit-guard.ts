// While a visit is connected nothing ends it without asking (issue 16): the close button and, where
// leaving the page ends the call (the external /live-video page, whose overlay lives in the page),
// an in-app navigation wait for the user's answer in the End Visit dialog; a reload or tab close
// gets the browser's own leave-page question (beforeunload). The in-app overlay survives
// navigation, so there only the close button asks.
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import type { VideoSession } from '../../../lib/media/video-session';
import { useSessionState } from './use-session-snapshot';

export type EndVisitQuestion = 'close' | 'leave';

export function useEndVisitGuard(session: VideoSession | null, pageBound: boolean, endVisit: () => void) {
  const connected = useSessionState(session) === 'playing';
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (!connected) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [connected]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => connected && pageBound && currentLocation.pathname !== nextLocation.pathname);

  const blocked = blocker.state === 'blocked';
  const question: EndVisitQuestion | null = blocked ? 'leave' : closing && connected ? 'close' : null;
  return {
    connected,
    /** The close button of a connected visit: ask first. */
    askToClose: () => setClosing(true),
    question,
    keep: () => {
      setClosing(false);
      if (blocked) blocker.reset();
    },
    end: () => {
      setClosing(false);
      endVisit();
      if (blocked) blocker.proceed();
    },
  };
}
