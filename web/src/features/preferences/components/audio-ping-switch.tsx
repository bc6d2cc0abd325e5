import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, useCurrentUser, type CurrentUser } from '../../auth/api/get-current-user';
import { preferenceKeys } from '../../../lib/preferences/preference-keys';
import { usePutUserPreference } from '../api/put-user-preference';

/**
 * The "Notification Sounds" switch (profile page): the user's audio_ping preference, which the
 * server serves as audio_ping_enabled. Room notifications still show their snackbar with it off.
 */
export function AudioPingSwitch() {
  const queryClient = useQueryClient();
  const { audio_ping_enabled: enabled } = useCurrentUser();
  const save = usePutUserPreference(preferenceKeys.audioPing);
  return (
    <Switch
      label="Notification Sounds"
      description="Play a sound with each room notification"
      checked={enabled}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        // Applies at once; the saved preference is what the next sign-in reads.
        queryClient.setQueryData<CurrentUser>(currentUserQueryKey, (user) => (user ? { ...user, audio_ping_enabled: next } : user));
        save.mutate({ enabled: next }, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }) });
      }}
    />
  );
}
