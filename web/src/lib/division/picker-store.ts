import { create } from 'zustand';
import type { components } from '@bedside/openapi/api';
import type { PickerState } from './division-rules';
import { currentDivisionId } from './division-store';

type DivisionSelector = components['schemas']['DivisionSelector'];

interface PickerStoreState {
  /** The hospital picker's state on the current route (set by the default layout). */
  state: PickerState;
  setState: (state: PickerState) => void;
}

export const usePickerStore = create<PickerStoreState>()((set) => ({
  state: 'hidden',
  setState: (state) => set({ state }),
}));

/** Spec section 7: calls carry the current division while the picker shows, otherwise '*'. */
export function divisionForApi(): DivisionSelector {
  return usePickerStore.getState().state === 'hidden' ? '*' : currentDivisionId();
}
