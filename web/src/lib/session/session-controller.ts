import { createInactivityMonitor } from './inactivity-monitor';
import type { TabMessage, TabSync } from './tab-sync';

export interface SessionControllerOptions {
  timeoutMs: number;
  /** Stay Logged In: keeps the server session alive; a failure logs out. */
  refresh: () => Promise<unknown>;
  /** This tab's own logout (storage, caches, navigation). */
  logout: () => void;
  setStillThere: (shown: boolean) => void;
  openTabSync: (onMessage: (message: TabMessage) => void) => TabSync;
}

/**
 * The session rules of one tab: the inactivity timer, Still There?, and telling the other tabs
 * about activity, a confirmation and a logout (each tab keeps its own timer).
 */
export function createSessionController(options: SessionControllerOptions) {
  const { timeoutMs, refresh, logout, setStillThere } = options;
  let ended = false;
  const end = (tellTabs: boolean) => {
    if (ended) return;
    ended = true;
    monitor.stop();
    setStillThere(false);
    if (tellTabs) sync.post({ type: 'logout' });
    logout();
  };
  const monitor = createInactivityMonitor({ timeoutMs, onWarn: () => setStillThere(true), onExpire: () => end(true) });
  const restart = () => {
    monitor.stay();
    setStillThere(false);
  };
  const sync = options.openTabSync((message) => {
    switch (message.type) {
      case 'activity':
        // The user is working in another tab (its timer running): a question this tab is asking
        // goes, or the user was signed out after 3 minutes while working (session QA).
        if (monitor.phase() === 'warning') restart();
        else monitor.activity();
        return;
      case 'stay':
        restart();
        return;
      case 'logout':
        end(false);
        return;
    }
  });

  return {
    start: () => monitor.start(),
    /** An API response: counts as activity (throttled), also for the other tabs. */
    activity(): void {
      if (monitor.activity()) sync.post({ type: 'activity' });
    },
    /** The user answered Still There?. */
    async stay(): Promise<void> {
      restart();
      sync.post({ type: 'stay' });
      try {
        await refresh();
      } catch {
        end(true);
      }
    },
    /** The server restarted the timer (timer-reset: a refresh from another tab or device). */
    timerReset: restart,
    /** Logged out from elsewhere (realtime logout); every tab hears that event itself. */
    loggedOutElsewhere: () => end(false),
    /** Log out now and tell the other tabs. */
    logoutEverywhere: () => end(true),
    /**
     * The server refused this tab's token (401), which is every tab's: this tab signs in again
     * itself (app/session-expiry.ts); the others log out. One stayed on the patient list, its next
     * 401 ignored once the token was gone (session QA).
     */
    tellOtherTabsSignedOut(): void {
      if (!ended) sync.post({ type: 'logout' });
    },
    dispose(): void {
      ended = true;
      monitor.stop();
      sync.close();
    },
    phase: () => monitor.phase(),
  };
}

export type SessionController = ReturnType<typeof createSessionController>;
