import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMaskPhi } from '../../../lib/preferences/mask-phi';
import { preferenceKeys, userPreferenceQueryKey } from '../../../lib/preferences/preference-keys';
import { usePutUserPreference } from '../api/put-user-preference';

/** The "Mask PHI" switch (profile page): applies at once, then saves the mask_phi preference. */
export function MaskPhiSwitch() {
  const queryClient = useQueryClient();
  const masked = useMaskPhi();
  const save = usePutUserPreference(preferenceKeys.maskPhi);
  return (
    <Switch
      label="Mask PHI"
      description="Hide patient names, MRNs and dates of birth"
      checked={masked}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        // The user's own choice is known: it applies for this session even if the save fails.
        queryClient.setQueryData(userPreferenceQueryKey(preferenceKeys.maskPhi), { enabled: next });
        save.mutate({ enabled: next });
      }}
    />
  );
}
