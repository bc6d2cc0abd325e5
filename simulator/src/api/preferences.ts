// /user_preferences: one settings object per key and user. Settings are free-form, but those the
// server itself serves back as the current user's fields, or that masking or a timer hangs on, are
// checked (patient_central's columns, mask_phi's enabled, infinity_watch's carousel_duration). A
// change of mask_phi is told to the user's open apps (user-updated): a tab left open kept showing
// real names after masking was turned on in another (PHI sweep).
import { CAROUSEL_SECONDS, isCarouselSeconds } from '@bedside/resources';
import { ApiError, badRequest } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Services } from '../services.ts';
import { checkRoomFor, checkStoredSize, MAX_PREFERENCES } from './stored-size.ts';
import type { ApiHandlers } from './types.ts';
import { tellUsersUpdated } from './user-updated.ts';

const MASK_PHI = 'mask_phi';
const masking = (services: Services, auth: AuthContext) =>
  services.store.data.preferences.find((p) => p.user_id === auth.user.id && p.key === MASK_PHI)?.settings.enabled === true;

/** Runs a change of the caller's preferences; their open apps hear of it when masking changed. */
async function tellingMasking<T>(services: Services, auth: AuthContext, change: () => T): Promise<T> {
  const before = masking(services, auth);
  const result = change();
  if (masking(services, auth) !== before) await tellUsersUpdated(services, [auth.user]);
  return result;
}

/** How many tiles across a monitoring wall may be (the current user's grid_column_number). */
export const GRID_COLUMNS = { min: 1, max: 8, standard: 3 } as const;

/** A stored grid_column_number the wall can use, or null. */
export function gridColumnsFrom(settings: Record<string, unknown> | undefined): number | null {
  const columns = settings?.grid_column_number;
  return Number.isInteger(columns) && (columns as number) >= GRID_COLUMNS.min && (columns as number) <= GRID_COLUMNS.max ? columns as number : null;
}

function check(key: string, settings: Record<string, unknown>): void {
  const duration = settings.carousel_duration;
  if (key === 'infinity_watch' && 'carousel_duration' in settings
    && !(typeof duration === 'number' && isCarouselSeconds(duration))) {
    throw badRequest('body.user_preference.settings.carousel_duration', 'range', `carousel_duration must be a number of seconds from ${CAROUSEL_SECONDS.min} to ${CAROUSEL_SECONDS.max}`);
  }
  if (key === 'patient_central' && 'grid_column_number' in settings && gridColumnsFrom(settings) === null) {
    throw badRequest('body.user_preference.settings.grid_column_number', 'range', `Columns must be a whole number from ${GRID_COLUMNS.min} to ${GRID_COLUMNS.max}`);
  }
  // Masking hangs on this value everywhere (screens and exports): "yes" unmasked the exports while
  // the screens read it as on.
  if (key === 'mask_phi' && 'enabled' in settings && typeof settings.enabled !== 'boolean') {
    throw badRequest('body.user_preference.settings.enabled', 'type', 'enabled must be true or false');
  }
}

export const preferenceHandlers: ApiHandlers = {
  listUserPreferences: ({ auth, services }) =>
    services.store.data.preferences.filter((p) => p.user_id === auth.user.id).map(({ key, settings }) => ({ key, settings })),
  getUserPreference: ({ auth, services, params }) => {
    const found = services.store.data.preferences.find((p) => p.user_id === auth.user.id && p.key === params.key);
    if (!found) throw new ApiError(404, `No preference stored for ${params.key}`, 'not_found');
    return { key: found.key, settings: found.settings };
  },
  putUserPreference: ({ auth, services, params, body }) => tellingMasking(services, auth, () => {
    const list = services.store.data.preferences;
    const settings = body.user_preference.settings;
    check(params.key, settings);
    checkStoredSize('body.user_preference.settings', settings);
    const found = list.find((p) => p.user_id === auth.user.id && p.key === params.key);
    if (!found) checkRoomFor('path.key', list.filter((p) => p.user_id === auth.user.id).length, MAX_PREFERENCES, 'preferences');
    if (found) found.settings = settings;
    else list.push({ user_id: auth.user.id, key: params.key, settings });
    return { key: params.key, settings };
  }),
  deleteUserPreference: ({ auth, services, params }) => tellingMasking(services, auth, () => {
    const data = services.store.data;
    data.preferences = data.preferences.filter((p) => !(p.user_id === auth.user.id && p.key === params.key));
    return undefined;
  }),
  deleteAllUserPreferences: ({ auth, services }) => tellingMasking(services, auth, () => {
    const data = services.store.data;
    data.preferences = data.preferences.filter((p) => p.user_id !== auth.user.id);
    return undefined;
  }),
};
