// Health System › Page Preferences on the generic collection: one record per health system (the
// store's hospital), edited with Edit Hospital. Rows per page is one of the table's choices; its
// users get a change at once (user-updated: their tables' default follows).
import { pagePreferences } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Hospital } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';
import { healthSystemPreferenceSpec } from './health-system-preferences.ts';

/** The data table's choices (shell §5). */
const PER_PAGE = [10, 25, 50, 100];

export const pagePreferenceSpec: ResourceSpec<'PagePreference', 'PagePreferences', Hospital> = {
  descriptor: pagePreferences,
  records: (store) => store.data.hospitals,
  organizationOf: (hospital) => hospital.organization_id,
  toRows: (_ctx, recs) => recs.map((h) => ({ id: h.id, name: h.name, default_per_page: h.default_per_page, updated_at: h.updated_at })),
  update: (_ctx, hospital, input, edit) => {
    const perPage = input.default_per_page;
    if (perPage !== undefined && !PER_PAGE.includes(perPage)) {
      throw badRequest('body.page_preference.default_per_page', 'choice', 'Should be 10, 25, 50 or 100');
    }
    edit.set('default_per_page', perPage);
  },
  // The same record as the health system's preferences: the same effect on its users.
  afterChange: healthSystemPreferenceSpec.afterChange,
  sample: () => ({ default_per_page: 25 }),
};

export const pagePreferenceHandlers: ApiHandlers = resourceHandlers(pagePreferenceSpec);
