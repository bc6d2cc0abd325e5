// A descriptor's form on @mantine/form: the spec's rules with their exact messages (shell §5),
// errors shown once the form was validated (first Save) and then as the user edits, and the
// server's field errors set on their fields.
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { rules as ruleKit, type AnyResource } from '@bedside/resources';
import { formFields, initialValues, toWrite, type FormValues } from './form-values';
import { serverErrors } from './server-errors';
import { writeKey } from './resource-api';

type Field = ReturnType<typeof formFields>[number];

export const fieldRules = (f: Field) => (f.rules ?? []).map(ruleKit.ruleFor);
export const fieldRequired = (f: Field) => ruleKit.isRequired(fieldRules(f));

export function useResourceForm(d: AnyResource, variant: 'create' | 'edit', row?: Record<string, unknown>) {
  const fields = formFields(d, variant);
  const validated = useRef(false);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(fields, row),
    validate: Object.fromEntries(fields.map((f) => [f.name, (value: unknown) => ruleKit.validate(value as ruleKit.FieldValue, fieldRules(f))])),
    onValuesChange: (values, previous) => {
      if (!validated.current) return;
      for (const f of fields) if (values[f.name] !== previous[f.name]) form.validateField(f.name);
    },
  });
  /** Validates (errors now show), then the write body: every field on create, changed ones on edit. */
  const body = (): Record<string, unknown> | null => {
    validated.current = true;
    if (form.validate().hasErrors) return null;
    const changed = variant === 'edit' ? (name: string) => form.isDirty(name) : undefined;
    return { [writeKey(d)]: toWrite(fields, form.getValues(), changed) };
  };
  /** Puts a failed save's field errors under their fields; returns what belongs above the form. */
  const showServerErrors = (error: unknown): string[] => {
    validated.current = true;
    const { fields: byField, rest } = serverErrors(error, writeKey(d));
    const known = new Set(fields.map((f) => f.name));
    for (const [name, message] of Object.entries(byField)) {
      if (known.has(name)) form.setFieldError(name, message); else rest.push(message);
    }
    return rest;
  };
  return { form, fields, body, showServerErrors };
}
