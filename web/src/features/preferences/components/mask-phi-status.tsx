import { Badge, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { maskPhiState } from '../../../lib/preferences/mask-phi';
import { preferenceKeys } from '../../../lib/preferences/preference-keys';
import { userPreferenceQueryOptions } from '../api/get-user-preference';

export const UNREADABLE_TEXT = 'PHI masked: masking preference could not be loaded';

/**
 * Loads the mask_phi preference for the signed-in layout (the one call; every masked value reads
 * its cache entry), and says discreetly in the header when it could not be read, so a user who
 * turned masking off knows why names are masked. Pressing it tries again.
 */
export function MaskPhiStatus() {
  // No retry on mount: another page does not call again; the badge does, when asked.
  const query = useQuery({ ...userPreferenceQueryOptions(preferenceKeys.maskPhi), retryOnMount: false });
  if (maskPhiState(query).status !== 'unreadable') return null;
  return (
    <Tooltip label={`${UNREADABLE_TEXT}. Click to try again.`} withArrow>
      <Badge
        component="button"
        type="button"
        variant="light"
        color="gray"
        aria-label={UNREADABLE_TEXT}
        style={{ cursor: 'pointer' }}
        onClick={() => void query.refetch()}
      >
        PHI masked
      </Badge>
    </Tooltip>
  );
}
