// A descriptor's form on @mantine/form: the spec's rules with their exact messages (shell §5),
// errors shown once the form was validated (first Save) and then as the user edits, and the
// server's field errors set on their fields. `extra`: fields the web adds (custom fields).
import { useForm, type FormRulesRecord } from '@mantine/form';
import { useRef } from 'react';
import { rules as ruleKit, type AnyResource } from '@bedside/resources';
import { formFields, initialValues, isShown, putAt, toWrite, valueAt, type Field, type FormValues, type Permitted } from './form-values';
import { serverErrors } from './server-errors';
import { writeKey } from './resource-api';

type Validator = (value: unknown, values: FormValues) => string | null;

export const fieldRules = (f: Field) => (f.rules ?? []).map(ruleKit.ruleFor);
export const fieldRequired = (f: Field) => ruleKit.isRequired(fieldRules(f));

/** The field a server error path names: itself, or the field it is inside (options.1 → options). */
function fieldOf(fields: readonly Field[], path: string): Field | undefined {
  return fields.find((f) => f.name === path) ?? fields.find((f) => path.startsWith(`${f.name}.`));
}

export function useResourceForm(d: AnyResource, variant: 'create' | 'edit', row?: Record<string, unknown>, extra: readonly Field[] = [], may?: Permitted) {
  const fields = [...formFields(d, variant, may), ...extra];
  const validated = useRef(false);
  const validate: Record<string, Validator | Record<string, Validator>> = {};
  // A hidden field (its `when` does not hold) is neither checked nor sent.
  for (const f of fields) putAt<Validator>(validate, f.name, (value, values) => (isShown(f, values) ? ruleKit.validate(value as ruleKit.FieldValue, fieldRules(f)) : null));
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(fields, row),
    // Nested one level, as the values are (custom_fields.<key>); Mantine's type cannot follow the index signature.
    validate: validate as FormRulesRecord<FormValues>,
    onValuesChange: (values, previous) => {
      if (!validated.current) return;
      for (const f of fields) if (valueAt(values, f.name) !== valueAt(previous, f.name)) form.validateField(f.name);
    },
  });
  /** Validates (errors now show), then the write body: every field on create, changed ones on edit. */
  const body = (): Record<string, unknown> | null => {
    validated.current = true;
    if (form.validate().hasErrors) return null;
    const changed = variant === 'edit' ? (name: string) => form.isDirty(name) : undefined;
    return { [writeKey(d)]: toWrite(fields, form.getValues(), changed, variant === 'create') };
  };
  /** Puts a failed save's field errors under their fields; returns what belongs above the form. */
  const showServerErrors = (error: unknown): string[] => {
    validated.current = true;
    const { fields: byPath, rest } = serverErrors(error, writeKey(d));
    for (const [path, message] of Object.entries(byPath)) {
      const field = fieldOf(fields, path);
      if (field && isShown(field, form.getValues())) form.setFieldError(field.name, message); else rest.push(message);
    }
    return rest;
  };
  return { form, fields, body, showServerErrors };
}
