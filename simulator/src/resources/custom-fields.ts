// Custom fields of a descriptor's model (`customFields`), the caller's organisation's own: a column
// and a filter `custom_fields.<key>` each, and values in the write body checked by the field's kind
// (shell §3). Text fields filter by contains, numbers by value, date-times by their day on the
// caller's clock (their timezone, as the table shows them), the others (chosen from options, or
// Yes/No) by equal, in any case.
import { checkboxValues, customFieldFormat, isChoiceKind, type Column } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import type { Store } from '../store/store.ts';
import type { StoredCustomField } from '../store/types.ts';
import { badFilter } from './filters.ts';
import type { Ctx, Edit } from './spec.ts';

type Values = Record<string, string | null>;
type WithCustomFields = { custom_fields?: Values | null };
// Rows of a resource with custom fields carry them (the contract lint checks SFilters.custom_fields).
const valueOf = (row: unknown, key: string) => (row as WithCustomFields).custom_fields?.[key] ?? null;

/** An organisation's fields of a model. */
export function fieldsOf(store: Store, organization: string, model: string | undefined): StoredCustomField[] {
  return model === undefined ? [] : store.data.customFields.filter((f) => f.organization_id === organization && f.model === model);
}

/** The caller's organisation's fields of a model: nobody sees another organisation's. */
export const customFieldsOf = ({ auth, services }: Ctx, model: string | undefined) => fieldsOf(services.store, auth.user.organization_id, model);

/** Hidden until the user shows them, as the table's other extra columns. */
export function customColumns<Row>(fields: readonly StoredCustomField[]): Column<Row>[] {
  return fields.map((f) => ({ id: `custom_fields.${f.key}`, header: f.label, value: (row: Row) => valueOf(row, f.key), format: customFieldFormat(f), hidden: true }));
}

/** YYYY-MM-DD of an instant in a timezone ('en-CA' writes dates that way). */
const dayIn = (timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (value: string) => (Number.isNaN(Date.parse(value)) ? '' : format.format(new Date(value)));
};

function accepts(field: StoredCustomField, text: string, timeZone: string): (value: string) => boolean {
  const wanted = text.toLowerCase();
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return (value) => value.toLowerCase().includes(wanted);
    case 'number':
      return (value) => value !== '' && Number(value) === Number(text);
    case 'datetime': {
      const day = dayIn(timeZone);
      return (value) => day(value) === text;
    }
    default:
      return (value) => value.toLowerCase() === wanted;
  }
}

/** Predicates of `filters[custom_fields][key]=text` for a reader in `timeZone`; 400 for a key the model does not have. */
export function customFilters(fields: readonly StoredCustomField[], wanted: Record<string, string> | undefined, timeZone: string): ((row: unknown) => boolean)[] {
  return Object.entries(wanted ?? {}).flatMap(([key, text]) => {
    const field = fields.find((f) => f.key === key);
    if (!field) throw badFilter(`custom_fields.${key}`, `unknown custom field ${key}`);
    if (text === '') return [];
    const test = accepts(field, text, timeZone);
    return [(row: unknown) => test(valueOf(row, key) ?? '')];
  });
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** What is wrong with a value for its field's kind, as [rule, message]; null when it fits. */
function valueProblem(field: StoredCustomField, value: string): [string, string] | null {
  if (isChoiceKind(field.kind)) return field.options?.includes(value) ? null : ['enum', `${field.label} must be one of ${(field.options ?? []).join(', ')}`];
  switch (field.kind) {
    case 'number':
      return NUMBER.test(value) ? null : ['number', `${field.label} must be a number`];
    case 'checkbox':
      return value === checkboxValues.checked || value === checkboxValues.unchecked ? null : ['enum', `${field.label} must be ${checkboxValues.checked} or ${checkboxValues.unchecked}`];
    case 'datetime':
      return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? null : ['datetime', `${field.label} must be a date and time (ISO 8601, with its offset)`];
    default:
      return null;
  }
}

/** The write body's `custom_fields`: each key a field of the model, each value fit for its kind (null empties it); 400 naming the first that is not. */
export function checkCustomValues(fields: readonly StoredCustomField[], values: Values | undefined, at: { wrapper: string; singular: string; plural: string }): void {
  for (const [key, value] of Object.entries(values ?? {})) {
    const field = `body.${at.wrapper}.custom_fields.${key}`;
    const known = fields.find((f) => f.key === key);
    if (!known) throw badRequest(field, 'known', `${key} is not a custom field of ${at.plural}`, `Invalid ${at.singular}: ${key} is not a custom field of ${at.plural}`);
    const problem = value === null ? null : valueProblem(known, value);
    if (problem) throw badRequest(field, problem[0], problem[1], `Invalid ${at.singular}: ${problem[1]}`);
  }
}

/** Stores the sent values (checked already) and notes each change for the revision as `custom_fields.<key>`. */
export function applyCustomValues<Rec>(stored: Values, values: Values | undefined, edit: Edit<Rec>): void {
  for (const [key, value] of Object.entries(values ?? {})) {
    edit.note(`custom_fields.${key}`, stored[key] ?? null, value);
    stored[key] = value;
  }
}
