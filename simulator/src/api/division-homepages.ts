// Hospitals › Homepage on the generic collection: what the home page shows in a division, one
// record per division (the store's division), in the caller's divisions only. Its users read it
// with the current user and get a change at once (user-updated); an empty message is none.
import { divisionHomepages } from '@bedside/resources';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Division } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';
import { tellUsersUpdated } from './user-updated.ts';

const messageOf = (text: string | null | undefined) => (text === undefined ? undefined : text?.trim() || null);

export const divisionHomepageSpec: ResourceSpec<'DivisionHomepage', 'DivisionHomepages', Division> = {
  descriptor: divisionHomepages,
  records: (store) => store.data.divisions,
  byId: (store, id) => store.divisionsById.get(id),
  toRows: (_ctx, recs) => recs.map((d) => ({
    id: d.id, division: { id: d.id, name: d.name }, name: d.name, welcome_message: d.welcome_message, updated_at: d.updated_at,
  })),
  update: (_ctx, division, input, edit) => {
    edit.set('welcome_message', messageOf(input.welcome_message));
  },
  afterChange: async ({ services }, division) => {
    division.updated_at = new Date().toISOString();
    await tellUsersUpdated(services, services.store.data.users.filter((u) => u.division_ids.includes(division.id)));
  },
  sample: () => ({ welcome_message: 'Visiting hours are 8 am to 8 pm.' }),
};

export const divisionHomepageHandlers: ApiHandlers = resourceHandlers(divisionHomepageSpec);
