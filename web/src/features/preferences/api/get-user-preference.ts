import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, unwrap } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { userPreferenceQueryKey, type PreferenceKey, type PreferenceSettings } from '../../../lib/preferences/preference-keys';

/** One preference's settings; a preference never saved (404) reads as empty settings. */
export async function getUserPreference(key: PreferenceKey, signal?: AbortSignal): Promise<PreferenceSettings> {
  try {
    return unwrap(await apiClient().GET('/user_preferences/{key}', { params: { path: { key } }, signal })).settings;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return {};
    throw error;
  }
}

export function userPreferenceQueryOptions(key: PreferenceKey) {
  return queryOptions({
    queryKey: userPreferenceQueryKey(key),
    queryFn: ({ signal }) => getUserPreference(key, signal),
    // A failed preference call is ignored: the app keeps what it had (spec, section 7).
    retry: false,
    meta: { handlesErrors: true },
  });
}

export function useUserPreference(key: PreferenceKey) {
  return useQuery(userPreferenceQueryOptions(key));
}
