// GET /custom_fields/all: the caller's organisation's custom fields (edited at /custom_fields).
// The sidebar's GET /menu_sets is the menu sets' own (menu-sets.ts).
import type { components } from '@bedside/openapi/api';
import type { ApiHandlers } from './types.ts';

export const configurationHandlers: ApiHandlers = {
  listAllCustomFields: ({ auth, services }) => {
    const byModel: components['schemas']['CustomFieldsByModel'] = {};
    for (const { organization_id, ...field } of services.store.data.customFields) {
      if (organization_id !== auth.user.organization_id) continue;
      byModel[field.model] = { ...byModel[field.model], [field.key]: field };
    }
    return byModel;
  },
};
