import { apiQueryKey } from '../api/query-key';

// Keys of the per-user preferences the app stores through /user_preferences/{key}.
export const preferenceKeys = {
  maskPhi: 'mask_phi',
  /** room notification sounds; served as the current user's audio_ping_enabled */
  audioPing: 'audio_ping',
  /** the monitoring walls' tiles across (grid_column_number); served as the current user's */
  patientCentral: 'patient_central',
  table: 'table',
  patientOverview: 'patient_overview',
  liveDashboard: 'live_dashboard',
  infinityWatch: 'infinity_watch',
  timeMachine: 'time_machine',
  quickview: 'quickview',
  stretchPages: 'stretch_pages',
} as const;

export type PreferenceKey = (typeof preferenceKeys)[keyof typeof preferenceKeys];

/** Preference settings are free-form objects; a missing preference (404) reads as `{}`. */
export type PreferenceSettings = Record<string, unknown>;

/** The one cache key of a preference: masking reads mask_phi's entry wherever it is shown. */
export function userPreferenceQueryKey(key: PreferenceKey) {
  return apiQueryKey('get', '/user_preferences/{key}', { key });
}

/** mask_phi is on only when its settings say `enabled: true`. */
export function isMaskPhiEnabled(settings: PreferenceSettings): boolean {
  return settings.enabled === true;
}
