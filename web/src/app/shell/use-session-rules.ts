import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { refreshSession } from '../../features/session/api/refresh-session';
import { triggerUserEvent } from '../../features/session/api/trigger-user-event';
import { onRequestEvent } from '../../lib/api/request-events';
import { setCurrentSession } from '../../lib/session/current-session';
import { watchFailedCalls } from '../../lib/session/error-reporter';
import { inactivityTimeoutMs } from '../../lib/session/inactivity-monitor';
import { createSessionController } from '../../lib/session/session-controller';
import { markAnnounced, sessionToAnnounce } from '../../lib/session/sign-in-announcement';
import { useSessionStore } from '../../lib/session/session-store';
import { openTabSync } from '../../lib/session/tab-sync';
import { useLogout } from './use-logout';

/**
 * The session rules while a secured page is shown: inactivity timer and Still There?, API
 * responses as activity, the inactivity time-out dialog, failed calls for Something Went Wrong.
 */
export function useSessionRules(inactivityTimeoutSec: number | null | undefined): void {
  const queryClient = useQueryClient();
  const logout = useLogout();
  const logoutRef = useRef(logout);
  useLayoutEffect(() => {
    logoutRef.current = logout;
  });
  const timeoutMs = inactivityTimeoutMs(inactivityTimeoutSec);

  useEffect(() => {
    const store = useSessionStore.getState();
    const controller = createSessionController({
      timeoutMs,
      refresh: refreshSession,
      logout: () => void logoutRef.current(),
      setStillThere: store.setStillThere,
      openTabSync,
    });
    controller.start();
    setCurrentSession(controller);
    const stops = [
      onRequestEvent('response', () => controller.activity()),
      onRequestEvent('sessionExpired', () => {
        // Nothing goes out any more, so the timer must not try to log out through the API.
        controller.dispose();
        store.showExpired();
      }),
      watchFailedCalls(queryClient, store.reportError),
    ];
    return () => {
      stops.forEach((stop) => stop());
      controller.dispose();
      setCurrentSession(undefined);
    };
  }, [timeoutMs, queryClient]);
}

/**
 * After a sign-in, tell the user's other sessions (user-authenticated with this Session-Id):
 * a session with another id learns that the account was signed in to from elsewhere.
 */
export function useAnnounceSignIn(): void {
  useEffect(() => {
    const sessionId = sessionToAnnounce();
    if (!sessionId) return;
    markAnnounced(sessionId);
    triggerUserEvent('user-authenticated', { session_id: sessionId }).catch((error: unknown) => {
      console.warn('Could not announce the sign-in to other sessions', error);
    });
  }, []);
}
