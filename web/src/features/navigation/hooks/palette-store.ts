import { create } from 'zustand';

interface PaletteState {
  opened: boolean;
  /** The palette's code is fetched on first use; once loaded it stays mounted. */
  loaded: boolean;
  open: () => void;
  close: () => void;
}

export const usePaletteStore = create<PaletteState>()((set) => ({
  opened: false,
  loaded: false,
  open: () => set({ opened: true, loaded: true }),
  close: () => set({ opened: false }),
}));
