import { create } from 'zustand';

interface NavigationEntryState {
  /** True while the page shown is the one the tab was opened on (typed URL, bookmark, reload). */
  reachedByDirectUrl: boolean;
  markInAppNavigation: () => void;
}

// A page opened directly has no in-app history to go back to (e.g. a Back button goes to a list).
export const useNavigationEntry = create<NavigationEntryState>()((set) => ({
  reachedByDirectUrl: true,
  markInAppNavigation: () => set({ reachedByDirectUrl: false }),
}));
