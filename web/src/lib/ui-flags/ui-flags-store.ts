import { create } from 'zustand';

/** Header parts that a page (a kiosk view, a full-screen wall) may switch off. */
export interface UiFlags {
  showLogo: boolean;
  showDivisionPicker: boolean;
  showSearch: boolean;
  showNotifications: boolean;
  showUserMenu: boolean;
  showSidebarToggle: boolean;
}

export const defaultUiFlags: UiFlags = {
  showLogo: true,
  showDivisionPicker: true,
  showSearch: true,
  showNotifications: true,
  showUserMenu: true,
  showSidebarToggle: true,
};

interface UiFlagsState extends UiFlags {
  setFlags: (flags: Partial<UiFlags>) => void;
  resetFlags: () => void;
}

export const useUiFlags = create<UiFlagsState>()((set) => ({
  ...defaultUiFlags,
  setFlags: (flags) => set(flags),
  resetFlags: () => set(defaultUiFlags),
}));
