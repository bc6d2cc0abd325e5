// Between a record and its form: initial values (a field's `from`, or the row's own value; '' for
// an empty text) and the write body (numbers and ids as numbers, '' as null, and on edit only the
// fields the user changed, so a revision shows exactly that).
import type { AnyResource, FormField } from '@bedside/resources';

/** A custom input (the roles' permission grid) holds a sorted list of strings. */
export type FormValues = Record<string, string | boolean | null | readonly string[]>;
type Field = FormField<Record<string, unknown>, Record<string, unknown>>;

export function formFields(d: AnyResource, variant: 'create' | 'edit'): readonly Field[] {
  return (d.form as readonly Field[]).filter((f) => !f.on || f.on === variant);
}

export function initialValues(fields: readonly Field[], row?: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    const raw = row ? (f.from ? f.from(row) : row[f.name]) : undefined;
    if (f.input === 'checkbox') values[f.name] = raw === true;
    else if (f.input === 'custom') values[f.name] = Array.isArray(raw) ? (raw as string[]) : [];
    else if (f.input === 'select') values[f.name] = raw === null || raw === undefined ? null : String(raw);
    else values[f.name] = raw === null || raw === undefined ? '' : String(raw);
  }
  return values;
}

const isIdSelect = (f: Field) => f.input === 'select' && (f.name.endsWith('_id') || 'dropdown' in (f.options ?? {}) || 'dynamicField' in (f.options ?? {}));

export function toWrite(fields: readonly Field[], values: FormValues, changed?: (name: string) => boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (changed && !changed(f.name)) continue;
    const v = values[f.name];
    if (f.input === 'checkbox') body[f.name] = v === true;
    else if (f.input === 'custom') body[f.name] = f.to ? f.to(Array.isArray(v) ? v : []) : v;
    else if (v === '' || v === null || v === undefined) body[f.name] = null;
    else if (f.input === 'number' || isIdSelect(f)) body[f.name] = Number(v);
    else body[f.name] = typeof v === 'string' ? v.trim() : v;
  }
  return body;
}
