import { create } from 'zustand';
import type { components } from '@bedside/openapi/api';

type DivisionSelector = components['schemas']['DivisionSelector'];

/** sessionStorage: the division chosen in the picker; lives as long as the tab. */
export const DIVISION_STORAGE_KEY = 'DIVISION';

interface DivisionState {
  /** The working division; null until the user is known ('*' is then sent). */
  divisionId: DivisionSelector | null;
  /** Sets the working division and remembers it for this tab. */
  setDivision: (divisionId: DivisionSelector) => void;
  /** Applies the user's preferred division unless one was already chosen. */
  adoptUserDefault: (preferredDivisionId: number | null) => void;
  reset: () => void;
}

function remember(divisionId: DivisionSelector): void {
  try {
    sessionStorage.setItem(DIVISION_STORAGE_KEY, divisionId);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts until reload.
  }
}

/** The division this tab chose before a reload, if any. */
export function storedDivisionId(): string | null {
  try {
    return sessionStorage.getItem(DIVISION_STORAGE_KEY);
  } catch {
    return null;
  }
}

// The one place the working division lives; the hospital picker and the route rules write to it.
export const useDivisionStore = create<DivisionState>()((set, get) => ({
  divisionId: null,
  setDivision: (divisionId) => {
    remember(divisionId);
    if (get().divisionId !== divisionId) set({ divisionId });
  },
  adoptUserDefault: (preferredDivisionId) => {
    if (get().divisionId === null && preferredDivisionId !== null) set({ divisionId: String(preferredDivisionId) });
  },
  reset: () => set({ divisionId: null }),
}));

/** division_id for API calls made outside React (the API middleware). */
export function currentDivisionId(): DivisionSelector {
  return useDivisionStore.getState().divisionId ?? '*';
}
