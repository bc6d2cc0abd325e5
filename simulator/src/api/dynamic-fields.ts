// Dynamic field values on the generic collection (Health System › Dynamic Fields), and
// GET /dynamic_fields, the values of one configurable field of the caller's hospital (the Virtual
// Patient Status is table patients, field status), enabled or not, by sort order: the Patient
// quick edit offers the enabled ones. A value belongs to its hospital's organisation; its label
// is unique among its field's values (any case); an empty sort order places it after the others.
import { dynamicFieldValues } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { Ctx, ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { DynamicField } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

/** How administrators name each configurable field. */
const fieldNames: Record<`${DynamicField['table_name']}.${DynamicField['field_name']}`, string> = { 'patients.status': 'Virtual Patient Status' };

const sameField = (a: DynamicField, b: DynamicField) => a.hospital_id === b.hospital_id && a.table_name === b.table_name && a.field_name === b.field_name;

const toRows = (_ctx: Ctx, recs: readonly DynamicField[]) => recs.map(({ hospital_id: _h, table_name, field_name, ...value }) => ({
  ...value, field: fieldNames[`${table_name}.${field_name}`],
}));

/** After the field's other values. */
const lastPlace = (store: Store, value: DynamicField) =>
  Math.max(0, ...store.data.dynamicFields.filter((f) => f !== value && sameField(f, value)).map((f) => f.sort_order)) + 1;

export const dynamicFieldSpec: ResourceSpec<'DynamicFieldValue', 'DynamicFieldValues', DynamicField> = {
  descriptor: dynamicFieldValues,
  records: (store) => store.data.dynamicFields,
  organizationOf: (value, store) => store.data.hospitals.find((h) => h.id === value.hospital_id)?.organization_id,
  toRows,
  update: ({ services: { store } }, value, input, edit) => {
    const label = input.label?.trim();
    if (label !== undefined && store.data.dynamicFields.some((f) => f !== value && sameField(f, value) && f.label.toLowerCase() === label.toLowerCase())) {
      throw badRequest('body.dynamic_field_value.label', 'unique', 'A value with this label already exists in this field');
    }
    edit.set('label', label);
    // null: moved after the others (the form's emptied Sort Order).
    edit.set('sort_order', input.sort_order === null ? lastPlace(store, value) : input.sort_order);
    edit.set('is_enabled', input.is_enabled);
  },
  afterChange: async (_ctx, value) => { value.updated_at = new Date().toISOString(); },
  sample: (store) => ({ label: `Sample Status ${store.data.dynamicFields.length + 1}` }),
};

export const dynamicFieldHandlers: ApiHandlers = {
  ...resourceHandlers(dynamicFieldSpec),
  listDynamicFields: (ctx) => {
    const { auth, services, query } = ctx;
    const values = services.store.data.dynamicFields
      .filter((f) => f.hospital_id === auth.user.hospital_id && f.table_name === query.table_name && f.field_name === query.field_name)
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
    return toRows(ctx, values);
  },
};
