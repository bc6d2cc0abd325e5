// GET /menu_sets and GET /custom_fields/all: hospital-wide configuration.
import type { components } from '@bedside/openapi/api';
import type { ApiHandlers } from './types.ts';

export const configurationHandlers: ApiHandlers = {
  // Every set is returned: whether a set is enabled for the user's role is the client's rule.
  listMenuSets: ({ services }) => services.store.data.menuSets,
  listAllCustomFields: ({ services }) => {
    const byModel: components['schemas']['CustomFieldsByModel'] = {};
    for (const field of services.store.data.customFields) {
      byModel[field.model] = { ...byModel[field.model], [field.key]: field };
    }
    return byModel;
  },
};
