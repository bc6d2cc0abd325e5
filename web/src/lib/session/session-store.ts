import { create } from 'zustand';
import { isSuperseded, markSuperseded } from './sign-in-announcement';

export const UNKNOWN_NETWORK_ERROR = 'Unknown network error. Please reload the page.';

interface SessionDialogsState {
  /** Still There? is asked. */
  stillThere: boolean;
  /** 'Your session expired': an inactivity time-out; nothing more goes out. */
  expired: boolean;
  /** Someone signed in to this account from another device. */
  otherDevice: boolean;
  /** Failed calls collected for Something Went Wrong, each text once, oldest first. */
  errors: string[];
  /** The texts the user last closed, and until when they stay quiet (QUIET_AFTER_CLOSE_MS). */
  closed: { texts: string[]; until: number };
  setStillThere: (shown: boolean) => void;
  showExpired: () => void;
  showOtherDevice: () => void;
  reportError: (message: string) => void;
  clearErrors: () => void;
  reset: () => void;
  checkSuperseded: () => void;
}

/**
 * A text the user has just closed stays quiet this long. Each attempt of a call to an unreachable
 * server is reported at once, and a read tries again 1 s and 2 s later: the dialog came back by
 * itself a second after Close, for the same outage (CI, session-errors.spec).
 */
export const QUIET_AFTER_CLOSE_MS = 5_000;

const initial = { stillThere: false, expired: false, otherDevice: false, errors: [] as string[], closed: { texts: [] as string[], until: 0 } };

/** The session's dialogs, set from plain TS (timers, request events, realtime) and rendered by the shell. */
export const useSessionStore = create<SessionDialogsState>()((set) => ({
  ...initial,
  setStillThere: (stillThere) => set({ stillThere }),
  showExpired: () => set({ expired: true, stillThere: false }),
  showOtherDevice: () => {
    markSuperseded();
    set({ otherDevice: true });
  },
  reportError: (message) => set((state) => (
    state.errors.includes(message) || (state.closed.texts.includes(message) && Date.now() < state.closed.until) ? state : { errors: [...state.errors, message] }
  )),
  clearErrors: () => set((state) => ({ errors: [], closed: { texts: state.errors, until: Date.now() + QUIET_AFTER_CLOSE_MS } })),
  reset: () => set(initial),
  /** A session ended elsewhere stays ended across reloads and tabs. */
  checkSuperseded: () => set((state) => (isSuperseded() ? { otherDevice: true } : state)),
}));
