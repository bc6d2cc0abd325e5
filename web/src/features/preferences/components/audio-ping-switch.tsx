import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
  // The switch shows the choice in the same event as the click: the query cache tells its readers a
  // moment later, and a controlled input left with the old value meanwhile flips back under the
  // click. Once the save is over and the user read again, the server's value shows.
  const [choice, setChoice] = useState<boolean | null>(null);
  return (
    <Switch
      label="Notification Sounds"
      description="Play a sound with each room notification"
      checked={choice ?? enabled}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setChoice(next);
        // Applies at once (a read of the user on its way would answer the old value: cancelled).
        void queryClient.cancelQueries({ queryKey: currentUserQueryKey });
        queryClient.setQueryData<CurrentUser>(currentUserQueryKey, (user) => (user ? { ...user, audio_ping_enabled: next } : user));
        save.mutate({ enabled: next }, {
          onSettled: async () => {
            await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
            setChoice(null);
          },
        });
      }}
    />
  );
}
