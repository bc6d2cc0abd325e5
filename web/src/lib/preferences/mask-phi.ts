import { hashKey, useQueryClient, type QueryState } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isMaskPhiEnabled, preferenceKeys, userPreferenceQueryKey, type PreferenceSettings } from './preference-keys';

/** What the app knows of the mask_phi preference: not yet, it could not be read, or its value. */
export type MaskPhiStatus = 'unknown' | 'unreadable' | 'known';

export interface MaskPhiState {
  masked: boolean;
  status: MaskPhiStatus;
}

/**
 * Masking fails closed (shell §5; issue 16): names, MRNs and dates of birth are masked until the
 * server has said mask_phi is off. A value once read stays in force if a later reload fails.
 */
export function maskPhiState(query: { data: PreferenceSettings | undefined; isError: boolean }): MaskPhiState {
  if (query.data !== undefined) return { masked: isMaskPhiEnabled(query.data), status: 'known' };
  return { masked: true, status: query.isError ? 'unreadable' : 'unknown' };
}

const maskPhiKey = userPreferenceQueryKey(preferenceKeys.maskPhi);
const maskPhiHash = hashKey(maskPhiKey);

/**
 * The preference as the signed-in layout loaded it (MaskPhiStatus in features/preferences). This
 * only reads the cache entry, never calls: a page without that layout (and maybe without a
 * token) keeps everything masked rather than calling the API for it. It watches the cache, not
 * through a query observer: one observer per masked cell cost a 100-row table, and an observer
 * without a query function is a mistake to TanStack Query (it warned on every render).
 */
export function useMaskPhiState(): MaskPhiState {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe((event) => {
    if (event.query.queryHash === maskPhiHash) changed();
  }), [cache]);
  // A query's state is replaced, never mutated, so the same object means nothing changed.
  const state = useSyncExternalStore(subscribe, () => cache.get<PreferenceSettings>(maskPhiHash)?.state) as QueryState<PreferenceSettings> | undefined;
  return maskPhiState({ data: state?.data, isError: state?.status === 'error' });
}

/** Whether PHI (names, MRNs, dates of birth) is masked right now. */
export function useMaskPhi(): boolean {
  return useMaskPhiState().masked;
}
