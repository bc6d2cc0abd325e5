import { useQuery } from '@tanstack/react-query';
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

/**
 * The preference as the signed-in layout loaded it (MaskPhiStatus in features/preferences). This
 * only reads the cache entry, never calls: a page without that layout (and maybe without a
 * token) keeps everything masked rather than calling the API for it.
 */
export function useMaskPhiState(): MaskPhiState {
  const query = useQuery<PreferenceSettings>({ queryKey: userPreferenceQueryKey(preferenceKeys.maskPhi), enabled: false });
  return maskPhiState(query);
}

/** Whether PHI (names, MRNs, dates of birth) is masked right now. */
export function useMaskPhi(): boolean {
  return useMaskPhiState().masked;
}
