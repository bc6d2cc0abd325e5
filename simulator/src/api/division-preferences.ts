// Hospitals › Preferences on the generic collection: a division's own settings, one record per
// division (the store's division), in the caller's divisions only. Preview visits read the flag
// from the division when a call opens (patients.ts serves it with the patient).
import { divisionPreferences } from '@bedside/resources';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Division } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

export const divisionPreferenceSpec: ResourceSpec<'DivisionPreference', 'DivisionPreferences', Division> = {
  descriptor: divisionPreferences,
  records: (store) => store.data.divisions,
  byId: (store, id) => store.divisionsById.get(id),
  toRows: (_ctx, recs) => recs.map((d) => ({
    id: d.id, division: { id: d.id, name: d.name }, name: d.name, timezone: d.timezone, meeting_preview_enabled: d.meeting_preview_enabled, updated_at: d.updated_at,
  })),
  update: (_ctx, division, input, edit) => {
    edit.set('meeting_preview_enabled', input.meeting_preview_enabled);
  },
  afterChange: async (_ctx, division) => { division.updated_at = new Date().toISOString(); },
  sample: () => ({ meeting_preview_enabled: false }),
};

export const divisionPreferenceHandlers: ApiHandlers = resourceHandlers(divisionPreferenceSpec);
