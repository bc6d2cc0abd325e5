import { create } from 'zustand';
import type { components } from '@bedside/openapi/api';

type DivisionSelector = components['schemas']['DivisionSelector'];

interface DivisionState {
  /** The working division; null until the user is known ('*' is then sent). */
  divisionId: DivisionSelector | null;
  /** Applies the user's preferred division unless one was already chosen. */
  adoptUserDefault: (preferredDivisionId: number | null) => void;
  reset: () => void;
}

// The one place the working division lives; the hospital picker will write to it.
export const useDivisionStore = create<DivisionState>()((set, get) => ({
  divisionId: null,
  adoptUserDefault: (preferredDivisionId) => {
    if (get().divisionId === null && preferredDivisionId !== null) set({ divisionId: String(preferredDivisionId) });
  },
  reset: () => set({ divisionId: null }),
}));

/** division_id for API calls made outside React (the API middleware). */
export function currentDivisionId(): DivisionSelector {
  return useDivisionStore.getState().divisionId ?? '*';
}
