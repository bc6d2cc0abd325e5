import { useEffect } from 'react';
import { useMaskPhiStore } from '../../../lib/preferences/mask-phi-store';
import { isMaskPhiEnabled, preferenceKeys } from '../../../lib/preferences/preference-keys';
import { useUserPreference } from '../api/get-user-preference';

/**
 * Brings the server's mask_phi preference into the local store (and its MASK_PHI copy). Until it
 * answers, the stored copy applies; if it fails, the stored copy stays. Renders nothing; mount it
 * once in the signed-in layout.
 */
export function MaskPhiSync() {
  const { data } = useUserPreference(preferenceKeys.maskPhi);
  const setEnabled = useMaskPhiStore((state) => state.setEnabled);
  useEffect(() => {
    if (data) setEnabled(isMaskPhiEnabled(data));
  }, [data, setEnabled]);
  return null;
}
