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
  setStillThere: (shown: boolean) => void;
  showExpired: () => void;
  showOtherDevice: () => void;
  reportError: (message: string) => void;
  clearErrors: () => void;
  reset: () => void;
  checkSuperseded: () => void;
}

const initial = { stillThere: false, expired: false, otherDevice: false, errors: [] as string[] };

/** The session's dialogs, set from plain TS (timers, request events, realtime) and rendered by the shell. */
export const useSessionStore = create<SessionDialogsState>()((set) => ({
  ...initial,
  setStillThere: (stillThere) => set({ stillThere }),
  showExpired: () => set({ expired: true, stillThere: false }),
  showOtherDevice: () => {
    markSuperseded();
    set({ otherDevice: true });
  },
  reportError: (message) => set((state) => (state.errors.includes(message) ? state : { errors: [...state.errors, message] })),
  clearErrors: () => set({ errors: [] }),
  reset: () => set(initial),
  /** A session ended elsewhere stays ended across reloads and tabs. */
  checkSuperseded: () => set((state) => (isSuperseded() ? { otherDevice: true } : state)),
}));
