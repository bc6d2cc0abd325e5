// Custom fields on the generic collection: what is theirs alone (shell §3). A field is
// organisation-wide; its key is snake_case and unique per model in the organisation; model and key
// name the values stored on records, so neither changes after create; a select or radio has at
// least one option, each distinct, and the other kinds have none (a kind without choices drops them).
import { customFields, isChoiceKind } from '@bedside/resources';
import { ApiError, badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { CustomField, StoredCustomField } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;
const invalid = (field: string, rule: string, message: string) => badRequest(`body.custom_field.${field}`, rule, message, `Invalid custom field: ${message}`);

function checkKey(store: Store, organization: string, model: CustomField['model'], key: string): void {
  if (!SNAKE_CASE.test(key)) throw invalid('key', 'snake_case', 'Key must be snake_case: a lowercase letter, then lowercase letters, digits or underscores');
  // A query string's parser drops the names of Object.prototype (qs: constructor), so the field's
  // filter would have been ignored and listed every row.
  if (key in Object.prototype) throw invalid('key', 'reserved', `Key ${key} is reserved; choose another`);
  if (store.data.customFields.some((f) => f.organization_id === organization && f.model === model && f.key === key)) {
    throw invalid('key', 'unique', 'A custom field with this key already exists for this model');
  }
}

/** The options a field of this kind keeps: trimmed, for a select or radio only (required there). */
function checkedOptions(kind: CustomField['kind'], options: readonly string[] | null | undefined): string[] | undefined {
  if (!isChoiceKind(kind)) {
    if (options?.length) throw invalid('options', 'refused', 'Only a select or radio field has options');
    return undefined;
  }
  if (!options?.length) throw invalid('options', 'required', 'A select or radio field needs at least one option');
  const seen = new Set<string>();
  return options.map((option, index) => {
    const text = option.trim();
    if (text === '') throw invalid(`options.${index}`, 'required', 'An option cannot be empty');
    if (seen.has(text.toLowerCase())) throw invalid(`options.${index}`, 'unique', `Option ${text} is listed twice`);
    seen.add(text.toLowerCase());
    return text;
  });
}

/**
 * Runs every check, and refuses with all their problems in one 400: the form showed one at a
 * time (a bad key, then on the next Save the missing options).
 */
function checkTogether<T>(checks: { [K in keyof T]: () => T[K] }): T {
  const details: NonNullable<ApiError['details']> = [];
  const results = {} as T;
  for (const name of Object.keys(checks) as (keyof T)[]) {
    try {
      results[name] = checks[name]();
    } catch (error) {
      if (!(error instanceof ApiError) || !error.details) throw error;
      details.push(...error.details);
    }
  }
  if (details.length) throw new ApiError(400, `Invalid custom field: ${details.map((d) => d.message).join('; ')}`, 'invalid_request', details);
  return results;
}

/** Model and key stay as created: sending the stored value is fine, another is refused. */
function checkUnchanged(field: StoredCustomField, name: 'model' | 'key', sent: string | undefined): void {
  if (sent !== undefined && sent !== field[name]) throw invalid(name, 'immutable', `The ${name} of a custom field cannot be changed once it is created`);
}

const listed = (options: readonly string[] | undefined) => (options?.length ? options.join(', ') : null);

export const customFieldSpec: ResourceSpec<'CustomField', 'CustomFields', StoredCustomField> = {
  descriptor: customFields,
  records: (store) => store.data.customFields,
  organizationOf: (field) => field.organization_id,
  toRows: (_ctx, recs) => recs.map(({ organization_id: _org, options, ...field }) => ({ ...field, ...(options ? { options: [...options] } : {}) })),
  create: ({ auth, services: { store } }, input) => {
    // model, key, kind and label are there: the form's required rules ran first.
    const model = input.model!;
    const kind = input.kind!;
    const key = input.key!;
    const { options } = checkTogether({
      key: () => checkKey(store, auth.user.organization_id, model, key),
      options: () => checkedOptions(kind, input.options),
    });
    const field: StoredCustomField = {
      id: store.nextId('customFields'), model, key, kind, label: input.label!.trim(), ...(options ? { options } : {}), organization_id: auth.user.organization_id,
    };
    store.data.customFields.push(field);
    return field;
  },
  update: (_ctx, field, input, edit) => {
    const kind = input.kind ?? field.kind;
    const { options } = checkTogether({
      model: () => checkUnchanged(field, 'model', input.model),
      key: () => checkUnchanged(field, 'key', input.key),
      options: () => checkedOptions(kind, input.options !== undefined ? input.options : isChoiceKind(kind) ? field.options : undefined),
    });
    edit.set('label', input.label?.trim());
    edit.set('kind', kind);
    // The revision shows the choices as the table lists them.
    edit.note('options', listed(field.options), listed(options));
    if (options) field.options = options; else delete field.options;
  },
  sample: (store) => ({
    model: 'patient',
    key: `sample_field_${store.data.customFields.length + 1}`,
    kind: 'select',
    label: `Sample Field ${store.data.customFields.length + 1}`,
    options: ['Low', 'High'],
  }),
};

export const customFieldHandlers: ApiHandlers = resourceHandlers(customFieldSpec);
