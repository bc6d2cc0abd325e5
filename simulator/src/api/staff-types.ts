// Staff types on the generic collection: what is theirs alone. One per staff kind and organisation
// (the kinds are fixed, shell §3: no create or delete); the display name is unique in the
// organisation (any case), so two kinds never read alike; a row counts the organisation's users
// of its kind.
import { staffTypes } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { StoredStaffType } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

export const staffTypeSpec: ResourceSpec<'StaffType', 'StaffTypes', StoredStaffType> = {
  descriptor: staffTypes,
  records: (store) => store.data.staffTypes,
  organizationOf: (type) => type.organization_id,
  toRows: ({ services: { store } }, recs) => {
    const counts = new Map<string, number>();
    for (const user of store.data.users) {
      for (const kind of user.staff_kinds) counts.set(`${user.organization_id} ${kind}`, (counts.get(`${user.organization_id} ${kind}`) ?? 0) + 1);
    }
    return recs.map(({ organization_id, ...type }) => ({ ...type, user_count: counts.get(`${organization_id} ${type.kind}`) ?? 0 }));
  },
  update: ({ services: { store } }, type, input, edit) => {
    const name = input.display_name?.trim();
    if (name !== undefined) {
      const taken = store.data.staffTypes.some((t) => t !== type && t.organization_id === type.organization_id && t.display_name.toLowerCase() === name.toLowerCase());
      if (taken) throw badRequest('body.staff_type.display_name', 'unique', 'A staff type with this display name already exists');
    }
    edit.set('display_name', name);
    edit.set('description', input.description === undefined ? undefined : input.description?.trim() || null);
  },
  afterChange: async (_ctx, type) => { type.updated_at = new Date().toISOString(); },
  sample: (store) => ({ display_name: `Sample Staff Type ${store.data.staffTypes.length + 1}`, description: 'A sample description' }),
};

export const staffTypeHandlers: ApiHandlers = resourceHandlers(staffTypeSpec);
