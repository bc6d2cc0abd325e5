// Between a record and its form: initial values (a field's `from`, or the row's own value; '' for
// an empty text) and the write body (numbers and ids as numbers, '' as null, and on edit only the
// fields the user changed, so a revision shows exactly that). A dotted name (custom_fields.<key>)
// nests one level, in the form's values and in the body, as the server names the field.
import type { AnyResource, FormField } from '@bedside/resources';

/** A custom input (the roles' permission grid, a custom field's options) or a multiselect holds a list of strings. */
export type FormValue = string | boolean | null | readonly string[];
export type FormValues = Record<string, FormValue | Record<string, FormValue>>;
export type Permitted = (action: string, resource: string) => boolean;
/** A descriptor field, or one the web adds (a custom field) with its own value for the body. */
export type Field = FormField<Record<string, unknown>, Record<string, unknown>> & { write?: (value: FormValue) => unknown };

/** The variant's fields; one that `requires` a permission only when `may` grants it. */
export function formFields(d: AnyResource, variant: 'create' | 'edit', may: Permitted = () => false): readonly Field[] {
  return (d.form as readonly Field[]).filter((f) => (!f.on || f.on === variant) && (!f.requires || may(f.requires.action, f.requires.resource)));
}

/** The value of a (possibly dotted) field name. */
export function valueAt(values: FormValues, name: string): FormValue | undefined {
  const [head = '', key] = name.split('.', 2);
  const value = values[head];
  if (key === undefined) return value as FormValue | undefined;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, FormValue>)[key] : undefined;
}

/** Sets a (possibly dotted) name in a record, nesting one level. */
export function putAt<T>(target: Record<string, T | Record<string, T>>, name: string, value: T): void {
  const [head = '', key] = name.split('.', 2);
  if (key === undefined) target[head] = value;
  else target[head] = { ...(target[head] as Record<string, T> | undefined), [key]: value };
}

/** Whether a field is shown for these values (a descriptor field's `when`). */
export const isShown = (f: Field, values: FormValues) => !f.when || f.when(values);

export function initialValues(fields: readonly Field[], row?: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    const raw = row ? (f.from ? f.from(row) : row[f.name]) : undefined;
    let value: FormValue;
    if (f.input === 'checkbox') value = raw === true;
    else if (f.input === 'custom' || f.input === 'multiselect') value = Array.isArray(raw) ? (raw as string[]) : [];
    else if (f.input === 'select' || f.input === 'radio') value = raw === null || raw === undefined ? null : String(raw);
    else value = raw === null || raw === undefined ? '' : String(raw);
    putAt(values, f.name, value);
  }
  return values;
}

const isIdSelect = (f: Field) => f.input === 'select' && (f.name.endsWith('_id') || 'dropdown' in (f.options ?? {}) || 'dynamicField' in (f.options ?? {}));

function bodyValue(f: Field, v: FormValue | undefined): unknown {
  if (f.write) return f.write(v ?? null);
  if (f.input === 'checkbox') return v === true;
  if (f.input === 'custom' || f.input === 'multiselect') return f.to ? f.to(Array.isArray(v) ? v : []) : v;
  if (v === '' || v === null || v === undefined) return null;
  // A password is sent as typed: its spaces are part of it.
  if (f.input === 'password') return v;
  if (f.input === 'number' || isIdSelect(f)) return Number(v);
  return typeof v === 'string' ? v.trim() : v;
}

/**
 * The body: the shown fields (every one on create; on edit those `changed` says). `emptyLeftOut`
 * (a record's create): a field left empty is not sent, so the server's default applies; an empty
 * Priority was sent as null and refused ("priority must be string") under a hint saying empty takes
 * the type's default (requests QA). On edit, empty is null: the value is cleared.
 */
export function toWrite(fields: readonly Field[], values: FormValues, changed?: (name: string) => boolean, emptyLeftOut = false): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if ((changed && !changed(f.name)) || !isShown(f, values)) continue;
    const value = bodyValue(f, valueAt(values, f.name));
    if (value === null && emptyLeftOut) continue;
    putAt(body, f.name, value);
  }
  return body;
}
