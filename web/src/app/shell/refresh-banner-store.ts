import { create } from 'zustand';

export const REFRESH_DEFAULT_MESSAGE = 'Please refresh your browser';

interface RefreshBannerState {
  message: string | null;
  show: (message: string) => void;
  dismiss: () => void;
}

/** Set by the request-browser-refresh realtime event (e.g. after a release). */
export const useRefreshBannerStore = create<RefreshBannerState>()((set) => ({
  message: null,
  show: (message) => set({ message }),
  dismiss: () => set({ message: null }),
}));
