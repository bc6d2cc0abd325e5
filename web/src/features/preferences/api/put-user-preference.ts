import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { apiQueryKey } from '../../../lib/api/query-key';
import { userPreferenceQueryKey, type PreferenceKey, type PreferenceSettings } from '../../../lib/preferences/preference-keys';

export async function putUserPreference(key: PreferenceKey, settings: PreferenceSettings): Promise<PreferenceSettings> {
  const result = await apiClient().PUT('/user_preferences/{key}', {
    params: { path: { key } },
    body: { user_preference: { settings } },
  });
  return unwrap(result).settings;
}

/** Saves a preference. Failures are ignored on purpose (spec): the choice still applies locally. */
export function usePutUserPreference(key: PreferenceKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PreferenceSettings) => putUserPreference(key, settings),
    meta: { handlesErrors: true },
    onSuccess: (settings) => {
      queryClient.setQueryData(userPreferenceQueryKey(key), settings);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/user_preferences') });
    },
  });
}
