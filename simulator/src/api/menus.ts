// GET /menu_sets and GET /custom_fields/all: hospital-wide configuration. Custom fields are the
// caller's organisation's (edited at /custom_fields).
import type { components } from '@bedside/openapi/api';
import type { ApiHandlers } from './types.ts';

export const configurationHandlers: ApiHandlers = {
  // Every set is returned: whether a set is enabled for the user's role is the client's rule.
  listMenuSets: ({ services }) => services.store.data.menuSets,
  listAllCustomFields: ({ auth, services }) => {
    const byModel: components['schemas']['CustomFieldsByModel'] = {};
    for (const { organization_id, ...field } of services.store.data.customFields) {
      if (organization_id !== auth.user.organization_id) continue;
      byModel[field.model] = { ...byModel[field.model], [field.key]: field };
    }
    return byModel;
  },
};
