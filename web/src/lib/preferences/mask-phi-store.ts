import { create } from 'zustand';
import { storageKeys } from '../storage/keys';

// The server's mask_phi preference is the truth, but it arrives after the first render; the copy in
// localStorage (kept across logout) lets masking apply from the very first paint.
function readStored(): boolean {
  try {
    return localStorage.getItem(storageKeys.maskPhi) === 'true';
  } catch {
    return false;
  }
}

interface MaskPhiState {
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
}

export const useMaskPhiStore = create<MaskPhiState>()((set) => ({
  enabled: readStored(),
  setEnabled: (enabled) => {
    try {
      localStorage.setItem(storageKeys.maskPhi, String(enabled));
    } catch {
      // Storage can be unavailable (private mode quotas); masking still follows the store.
    }
    set({ enabled });
  },
}));

/** Whether PHI (names, MRNs, dates of birth) is masked for this user. */
export function useMaskPhi(): boolean {
  return useMaskPhiStore((state) => state.enabled);
}
