import { create } from 'zustand';

interface SidebarState {
  /** Desktop: open until the user folds it away. */
  desktopOpened: boolean;
  /** Mobile: an overlay, closed until the hamburger opens it. */
  mobileOpened: boolean;
  toggleDesktop: () => void;
  toggleMobile: () => void;
  closeMobile: () => void;
}

export const useSidebarStore = create<SidebarState>()((set) => ({
  desktopOpened: true,
  mobileOpened: false,
  toggleDesktop: () => set((state) => ({ desktopOpened: !state.desktopOpened })),
  toggleMobile: () => set((state) => ({ mobileOpened: !state.mobileOpened })),
  closeMobile: () => set({ mobileOpened: false }),
}));
