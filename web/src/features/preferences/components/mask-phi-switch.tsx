import { Switch } from '@mantine/core';
import { useMaskPhiStore } from '../../../lib/preferences/mask-phi-store';
import { preferenceKeys } from '../../../lib/preferences/preference-keys';
import { usePutUserPreference } from '../api/put-user-preference';

/** The "Mask PHI" switch (profile page): applies at once, then saves the mask_phi preference. */
export function MaskPhiSwitch() {
  const enabled = useMaskPhiStore((state) => state.enabled);
  const setEnabled = useMaskPhiStore((state) => state.setEnabled);
  const save = usePutUserPreference(preferenceKeys.maskPhi);
  return (
    <Switch
      label="Mask PHI"
      description="Hide patient names, MRNs and dates of birth"
      checked={enabled}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setEnabled(next);
        save.mutate({ enabled: next });
      }}
    />
  );
}
