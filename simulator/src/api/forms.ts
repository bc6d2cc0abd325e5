// Forms (Form Builder) on the generic collection: what is theirs alone. A form is organisation-wide;
// its title is unique in the organisation (any case); its fields are an ordered list whose keys
// name the values of its submissions, so a field keeps its key across edits and a new field gets
// one from its label (unique in the form). A select or radio has at least one option, each
// distinct; the other kinds have none (shell §3, as custom fields).
import { customFieldKind, forms, isChoiceKind, type FormFieldWrite } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { StoredForm } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

type Field = StoredForm['fields'][number];

const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;
const invalid = (field: string, rule: string, message: string) => badRequest(`body.form.${field}`, rule, message);

function checkTitle(store: Store, organization: string, title: string, self?: StoredForm) {
  const wanted = title.toLowerCase();
  if (store.data.forms.some((f) => f !== self && f.organization_id === organization && f.title.toLowerCase() === wanted)) {
    throw invalid('title', 'unique', 'A form with this title already exists');
  }
}

/** A key from a label ("Falls in the last 3 months" → falls_in_the_last_3_months), unique among `taken`. */
function keyFrom(label: string, taken: ReadonlySet<string>): string {
  const base = label.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 50) || 'field';
  const start = /^[a-z]/.test(base) ? base : `field_${base}`;
  let key = start;
  for (let n = 2; taken.has(key); n += 1) key = `${start}_${n}`;
  return key;
}

function checkedOptions(field: FormFieldWrite, at: string, named: string): string[] | undefined {
  if (!isChoiceKind(field.kind)) {
    if (field.options?.length) throw invalid(`${at}.options`, 'refused', `${named} is not a select or radio: it has no options`);
    return undefined;
  }
  if (!field.options?.length) throw invalid(`${at}.options`, 'required', `${named} is a select or radio and needs at least one option`);
  const seen = new Set<string>();
  return field.options.map((option, j) => {
    const text = option.trim();
    if (text === '') throw invalid(`${at}.options.${j}`, 'required', `${named}: an option cannot be empty`);
    if (seen.has(text.toLowerCase())) throw invalid(`${at}.options.${j}`, 'unique', `${named}: option ${text} is listed twice`);
    seen.add(text.toLowerCase());
    return text;
  });
}

/** The fields as stored, or a 400 naming the first bad one by its place ("Field 2", fields.1). */
function checkedFields(input: readonly FormFieldWrite[]): Field[] {
  const sentKeys = new Set(input.flatMap((f) => (f.key ? [f.key] : [])));
  const taken = new Set<string>();
  return input.map((field, i) => {
    const at = `fields.${i}`;
    const label = field.label.trim();
    const named = label ? `Field ${i + 1} (${label})` : `Field ${i + 1}`;
    if (!label) throw invalid(`${at}.label`, 'required', `${named} needs a label`);
    if (field.key !== undefined && !SNAKE_CASE.test(field.key)) throw invalid(`${at}.key`, 'snake_case', `${named}: the key must be snake_case`);
    if (field.key !== undefined && taken.has(field.key)) throw invalid(`${at}.key`, 'unique', `${named}: the key ${field.key} is used twice`);
    // A new field's key avoids the keys sent with the others, so that no later field loses its own.
    const key = field.key ?? keyFrom(label, new Set([...taken, ...sentKeys]));
    taken.add(key);
    const options = checkedOptions(field, at, named);
    return { key, label, kind: field.kind, required: field.required ?? false, ...(options ? { options } : {}) };
  });
}

/** A field list as a revision shows it. */
const fieldsText = (fields: readonly Field[]) => fields
  .map((f) => `${f.label} (${customFieldKind.text[f.kind]}${f.required ? ', required' : ''}${f.options ? `: ${f.options.join('/')}` : ''})`)
  .join('; ') || null;

export const formSpec: ResourceSpec<'Form', 'Forms', StoredForm> = {
  descriptor: forms,
  records: (store) => store.data.forms,
  organizationOf: (form) => form.organization_id,
  toRows: ({ services: { store } }, recs) => {
    const filled = new Map<number, number>();
    for (const s of store.data.formSubmissions) filled.set(s.form_id, (filled.get(s.form_id) ?? 0) + 1);
    return recs.map(({ organization_id: _org, ...form }) => ({ ...structuredClone(form), submission_count: filled.get(form.id) ?? 0 }));
  },
  create: ({ auth, services: { store } }, input) => {
    const organization = auth.user.organization_id;
    // The title is there: the form's required rule ran first.
    const title = input.title!.trim();
    checkTitle(store, organization, title);
    const form: StoredForm = {
      id: store.nextId('forms'), title, description: input.description?.trim() || null, enabled: input.enabled ?? true,
      fields: checkedFields(input.fields ?? []), organization_id: organization, updated_at: new Date().toISOString(),
    };
    store.data.forms.push(form);
    return form;
  },
  createdFields: (_ctx, form) => ({ title: form.title, description: form.description, enabled: form.enabled, fields: fieldsText(form.fields) }),
  update: ({ services: { store } }, form, input, edit) => {
    const title = input.title?.trim();
    if (title !== undefined) checkTitle(store, form.organization_id, title, form);
    edit.set('title', title);
    edit.set('description', input.description === undefined ? undefined : input.description?.trim() || null);
    edit.set('enabled', input.enabled);
    if (input.fields === undefined) return;
    const fields = checkedFields(input.fields);
    if (fieldsText(fields) !== fieldsText(form.fields)) edit.note('fields', fieldsText(form.fields), fieldsText(fields));
    form.fields = fields;
  },
  afterChange: async (_ctx, form) => { form.updated_at = new Date().toISOString(); },
  sample: (store) => ({
    title: `Sample Form ${store.data.forms.length + 1}`,
    fields: [{ label: 'Pain score', kind: 'number', required: true }, { label: 'Position', kind: 'radio', options: ['Left', 'Right'] }],
  }),
};

export const formHandlers: ApiHandlers = resourceHandlers(formSpec);
