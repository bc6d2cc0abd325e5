import { Badge, Box, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { maskPhiState } from '../../../lib/preferences/mask-phi';
import { preferenceKeys } from '../../../lib/preferences/preference-keys';
import { userPreferenceQueryOptions } from '../api/get-user-preference';

export const UNREADABLE_TEXT = 'PHI masked: masking preference could not be loaded';

function LockIcon() {
  return (
    <svg width={12} height={12} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

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
        variant="default"
        aria-label={UNREADABLE_TEXT}
        style={{ cursor: 'pointer', flexShrink: 0 }}
        leftSection={<LockIcon />}
        onClick={() => void query.refetch()}
      >
        {/* Narrow screens keep the lock only; the name and tooltip say the rest. */}
        <Box component="span" visibleFrom="sm">PHI masked</Box>
      </Badge>
    </Tooltip>
  );
}
