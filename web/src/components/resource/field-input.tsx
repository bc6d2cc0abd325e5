// One form field by its descriptor input kind, wired to the @mantine/form form.
import { Checkbox, Group, MultiSelect, NumberInput, PasswordInput, Radio, Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { displayValue, type AnyResource } from '@bedside/resources';
import { formatCalendarDate } from '../../lib/format/date-format';
import { valueAt, type Field, type FormValues } from '../../lib/resources/form-values';
import { fieldRequired } from '../../lib/resources/use-resource-form';
import { NA_VALUE, useFieldOptions } from './use-field-options';
import type { WebResource } from './web-resource';

interface FieldInputProps {
  d: AnyResource;
  field: Field;
  form: UseFormReturnType<FormValues>;
  divisionId: string;
  masked: boolean;
  /** The web resource's inputs for `custom` fields. */
  inputs?: WebResource['inputs'];
  /** Whether the user holds a rule, for a custom input. */
  may?: (action: string, resource: string) => boolean;
}

export function FieldInput({ d, field, form, divisionId, masked, inputs, may }: FieldInputProps) {
  const options = useFieldOptions(d, field.options, divisionId, field.mask);
  const props = form.getInputProps(field.name);
  const common = { label: field.label, description: field.hint, withAsterisk: fieldRequired(field), 'data-field': field.name };
  // With mask_phi on, a stored name, MRN or date of birth is shown masked and cannot be changed
  // here (the value stays in the form, unsent): nobody reads it off the screen by editing.
  const stored = valueAt(form.getInitialValues(), field.name);
  if (masked && field.mask && typeof stored === 'string' && stored !== '') {
    // A choice (a family member's patient) holds an id: shown by its label, masked like every choice.
    const shown = field.input === 'select'
      ? options.find((o) => o.value === stored)?.label ?? ''
      : displayValue(field.input === 'date' ? formatCalendarDate(stored) || stored : stored, field.mask, true);
    return <TextInput {...common} readOnly value={shown} description="Masked: turn off PHI masking to change it" />;
  }
  switch (field.input) {
    case 'custom': {
      const Input = inputs?.[field.name];
      if (!Input) throw new Error(`${d.key}: no input for custom field ${field.name}`);
      const value = valueAt(form.getValues(), field.name);
      return (
        <Input
          label={field.label}
          description={field.hint}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => form.setFieldValue(field.name, [...next])}
          error={form.errors[field.name]}
          required={common.withAsterisk}
          may={may}
        />
      );
    }
    case 'textarea':
      return <Textarea {...common} {...props} autosize minRows={2} />;
    case 'number':
      return <NumberInput {...common} {...props} onChange={(v) => form.setFieldValue(field.name, v === '' ? '' : String(v))} />;
    case 'password':
      return <PasswordInput {...common} {...props} />;
    case 'checkbox':
      return <Checkbox label={field.label} description={field.hint} data-field={field.name} {...form.getInputProps(field.name, { type: 'checkbox' })} />;
    case 'radio':
      return (
        <Radio.Group {...common} {...props} value={String(valueAt(form.getValues(), field.name) ?? '')} onChange={(v) => form.setFieldValue(field.name, v)}>
          <Group gap="md" mt={4}>{options.map((o) => <Radio key={o.value} value={o.value} label={o.label} />)}</Group>
        </Radio.Group>
      );
    case 'select': {
      const na = field.options && 'dynamicField' in field.options;
      const value = valueAt(form.getValues(), field.name);
      return (
        <Select
          {...common}
          {...props}
          data={options}
          searchable={options.length > 8}
          clearable={!na && !common.withAsterisk}
          value={value === null || value === '' ? (na ? NA_VALUE : null) : String(value)}
          onChange={(v) => form.setFieldValue(field.name, v === NA_VALUE ? null : v)}
        />
      );
    }
    case 'multiselect': {
      const value = valueAt(form.getValues(), field.name);
      return (
        <MultiSelect
          {...common}
          {...props}
          data={options}
          searchable
          clearable
          hidePickedOptions
          value={Array.isArray(value) ? [...value] : []}
          onChange={(next) => form.setFieldValue(field.name, next)}
        />
      );
    }
    case 'date':
      // A PHI date (date of birth) being entered while masking is on is typed, not shown.
      return <TextInput {...common} {...props} type={masked && field.mask ? 'password' : 'date'} />;
    case 'datetime':
      return <TextInput {...common} {...props} type="datetime-local" />;
    default:
      return <TextInput {...common} {...props} type={masked && field.mask ? 'password' : 'text'} autoComplete="off" />;
  }
}
