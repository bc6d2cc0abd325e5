// GET /dynamic_fields: the values of a configurable field of the caller's hospital (the Virtual
// Patient Status is table patients, field status), enabled or not, by sort order.
import type { ApiHandlers } from './types.ts';

export const dynamicFieldHandlers: ApiHandlers = {
  listDynamicFields: ({ auth, services, query }) => services.store.data.dynamicFields
    .filter((f) => f.hospital_id === auth.user.hospital_id && f.table_name === query.table_name && f.field_name === query.field_name)
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map(({ id, label, is_enabled, sort_order }) => ({ id, label, is_enabled, sort_order })),
};
