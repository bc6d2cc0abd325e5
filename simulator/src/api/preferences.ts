// /user_preferences: one settings object per key and user.
import { ApiError } from '../api-error.ts';
import type { ApiHandlers } from './types.ts';

export const preferenceHandlers: ApiHandlers = {
  listUserPreferences: ({ auth, services }) =>
    services.store.data.preferences.filter((p) => p.user_id === auth.user.id).map(({ key, settings }) => ({ key, settings })),
  getUserPreference: ({ auth, services, params }) => {
    const found = services.store.data.preferences.find((p) => p.user_id === auth.user.id && p.key === params.key);
    if (!found) throw new ApiError(404, `No preference stored for ${params.key}`, 'not_found');
    return { key: found.key, settings: found.settings };
  },
  putUserPreference: ({ auth, services, params, body }) => {
    const list = services.store.data.preferences;
    const settings = body.user_preference.settings;
    const found = list.find((p) => p.user_id === auth.user.id && p.key === params.key);
    if (found) found.settings = settings;
    else list.push({ user_id: auth.user.id, key: params.key, settings });
    return { key: params.key, settings };
  },
  deleteUserPreference: ({ auth, services, params }) => {
    const data = services.store.data;
    data.preferences = data.preferences.filter((p) => !(p.user_id === auth.user.id && p.key === params.key));
    return undefined;
  },
  deleteAllUserPreferences: ({ auth, services }) => {
    const data = services.store.data;
    data.preferences = data.preferences.filter((p) => p.user_id !== auth.user.id);
    return undefined;
  },
};
