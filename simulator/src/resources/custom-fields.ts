// Custom fields of a descriptor's model (`customFields`): a column and a filter `custom_fields.<key>`
// each. Text fields filter by contains, the others (chosen from options) by equal, in any case.
import type { Column } from '@bedside/resources';
import type { Store } from '../store/store.ts';
import type { CustomField } from '../store/types.ts';
import { badFilter } from './filters.ts';

type WithCustomFields = { custom_fields?: Record<string, string | null> | null };
// Rows of a resource with custom fields carry them (the contract lint checks SFilters.custom_fields).
const valueOf = (row: unknown, key: string) => (row as WithCustomFields).custom_fields?.[key] ?? null;

export function customFieldsOf(store: Store, model: string | undefined): CustomField[] {
  return model === undefined ? [] : store.data.customFields.filter((f) => f.model === model);
}

/** Hidden until the user shows them, as the table's other extra columns. */
export function customColumns<Row>(fields: readonly CustomField[]): Column<Row>[] {
  return fields.map((f) => ({ id: `custom_fields.${f.key}`, header: f.label, value: (row: Row) => valueOf(row, f.key), hidden: true }));
}

/** Predicates of `filters[custom_fields][key]=text`; 400 for a key the model does not have. */
export function customFilters(fields: readonly CustomField[], wanted: Record<string, string> | undefined): ((row: unknown) => boolean)[] {
  return Object.entries(wanted ?? {}).flatMap(([key, text]) => {
    const field = fields.find((f) => f.key === key);
    if (!field) throw badFilter(`custom_fields.${key}`, `unknown custom field ${key}`);
    if (text === '') return [];
    const lowered = text.toLowerCase();
    const contains = field.kind === 'text' || field.kind === 'textarea';
    return [(row: unknown) => {
      const value = (valueOf(row, key) ?? '').toLowerCase();
      return contains ? value.includes(lowered) : value === lowered;
    }];
  });
}
