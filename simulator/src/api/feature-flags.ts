// Feature flags on the generic collection: what is theirs alone. Flags are the product's, one per
// key and organisation (no create or delete). Turning one off applies to every user of the
// organisation on their next call (Store.enabledFlagsOf) and to their open pages at once
// (user-updated), so an open call drops presets, the quality indicator or screen sharing.
import { featureFlags } from '@bedside/resources';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { StoredFeatureFlag } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';
import { tellUsersUpdated } from './user-updated.ts';

export const featureFlagSpec: ResourceSpec<'FeatureFlag', 'FeatureFlags', StoredFeatureFlag> = {
  descriptor: featureFlags,
  records: (store) => store.data.featureFlags,
  organizationOf: (flag) => flag.organization_id,
  toRows: (_ctx, recs) => recs.map(({ organization_id: _org, ...flag }) => ({ ...flag })),
  update: (_ctx, flag, input, edit) => {
    edit.set('enabled', input.enabled);
    edit.set('description', input.description?.trim());
  },
  afterChange: async ({ services }, flag) => {
    flag.updated_at = new Date().toISOString();
    await tellUsersUpdated(services, services.store.data.users.filter((u) => u.organization_id === flag.organization_id));
  },
  sample: () => ({ enabled: true, description: 'Sample description of the feature.' }),
};

export const featureFlagHandlers: ApiHandlers = resourceHandlers(featureFlagSpec);
