import type { components } from '@bedside/openapi/api';

type DivisionSelector = components['schemas']['DivisionSelector'];

export const DIVISION_CHANGED_EVENT = 'division-changed';

export interface DivisionChangedDetail {
  divisionId: DivisionSelector;
  previous: DivisionSelector | null;
}

declare global {
  interface WindowEventMap {
    'division-changed': CustomEvent<DivisionChangedDetail>;
  }
}

/** Tells whoever keeps division-bound state (filters, open panels) that the division changed. */
export function broadcastDivisionChanged(detail: DivisionChangedDetail): void {
  window.dispatchEvent(new CustomEvent(DIVISION_CHANGED_EVENT, { detail }));
}
