// Health System › Preferences on the generic collection: one record per health system (the store's
// hospital), edited with Edit Hospital, never added or removed. Its own rules: a logo is a web
// address, the inactivity timeout leaves room for the 5-minute warning. Every change reaches each
// signed-in user of the health system at once (user-updated: header and footer logos, previews);
// the MRN length binds patient creation (patient-rules.ts).
import { healthSystemPreferences } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Hospital } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';
import { tellUsersUpdated } from './user-updated.ts';

const field = (name: string) => `body.health_system_preference.${name}`;
const MIN_TIMEOUT_MIN = 10;

/** '' and null are no logo (the provider's); anything else must be an http(s) address. */
function logoOf(name: string, url: string | null | undefined): string | null | undefined {
  if (url === undefined) return undefined;
  const text = url?.trim() ?? '';
  if (text === '') return null;
  if (!/^https?:\/\/[^\s/]+\S*$/i.test(text)) throw badRequest(field(name), 'url', 'Should be a web address starting with https:// or http://');
  return text;
}

export const healthSystemPreferenceSpec: ResourceSpec<'HealthSystemPreference', 'HealthSystemPreferences', Hospital> = {
  descriptor: healthSystemPreferences,
  records: (store) => store.data.hospitals,
  organizationOf: (hospital) => hospital.organization_id,
  toRows: (_ctx, recs) => recs.map((h) => ({
    id: h.id, name: h.name, logo_url: h.logo_url, footer_logo_url: h.footer_logo_url, meeting_preview_enabled: h.meeting_preview_enabled,
    mrn_length: h.mrn_length, connect_all_interval_ms: h.connect_all_interval_ms, inactivity_timeout_min: h.inactivity_timeout_min, updated_at: h.updated_at,
  })),
  update: (_ctx, hospital, input, edit) => {
    const timeout = input.inactivity_timeout_min;
    if (timeout !== undefined && timeout < MIN_TIMEOUT_MIN) {
      throw badRequest(field('inactivity_timeout_min'), 'minimum', `Should be at least ${MIN_TIMEOUT_MIN} minutes`);
    }
    edit.set('logo_url', logoOf('logo_url', input.logo_url));
    edit.set('footer_logo_url', logoOf('footer_logo_url', input.footer_logo_url));
    edit.set('meeting_preview_enabled', input.meeting_preview_enabled);
    edit.set('mrn_length', input.mrn_length);
    edit.set('connect_all_interval_ms', input.connect_all_interval_ms);
    edit.set('inactivity_timeout_min', timeout);
  },
  afterChange: async ({ services }, hospital) => {
    hospital.updated_at = new Date().toISOString();
    await tellUsersUpdated(services, services.store.data.users.filter((u) => u.hospital_id === hospital.id));
  },
  sample: () => ({ footer_logo_url: 'https://example.test/footer.png', inactivity_timeout_min: 30 }),
};

export const healthSystemPreferenceHandlers: ApiHandlers = resourceHandlers(healthSystemPreferenceSpec);
