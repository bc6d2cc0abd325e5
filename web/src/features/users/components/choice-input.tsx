// A user's lists and single choices as the form's `custom` inputs: a multi-select of a field's
// choices (divisions, staff types, virtual request types), or radios for one choice (time format,
// 12-hour unless chosen otherwise). The choices are the descriptor field's `options`, read as any
// select reads them.
import { Group, MultiSelect, Radio } from '@mantine/core';
import type { ComponentType } from 'react';
import { users } from '@bedside/resources';
import { useFieldOptions } from '../../../components/resource/use-field-options';
import type { CustomInputProps } from '../../../components/resource/web-resource';

const sourceOf = (name: string) => {
  const source = users.form.find((f) => f.name === name)?.options;
  if (!source) throw new Error(`users: field ${name} has no options`);
  return source;
};

/** The organisation-wide dropdowns ignore the division; '*' keeps one cached list per field. */
export function choicesInput(name: string): ComponentType<CustomInputProps> {
  const source = sourceOf(name);
  return function ChoicesInput({ label, description, value, onChange, error, required }: CustomInputProps) {
    const options = useFieldOptions(users, source, '*');
    return (
      <MultiSelect
        label={label}
        description={description}
        withAsterisk={required}
        data={options}
        value={[...value]}
        onChange={onChange}
        error={error}
        searchable
        clearable
        hidePickedOptions
        data-field={name}
      />
    );
  };
}

export function choiceInput(name: string, fallback: string): ComponentType<CustomInputProps> {
  const source = sourceOf(name);
  return function ChoiceInput({ label, description, value, onChange, error }: CustomInputProps) {
    const options = useFieldOptions(users, source, '*');
    return (
      <Radio.Group label={label} description={description} value={value[0] ?? fallback} onChange={(next) => onChange([next])} error={error} data-field={name}>
        <Group gap="md" mt={4}>{options.map((o) => <Radio key={o.value} value={o.value} label={o.label} />)}</Group>
      </Radio.Group>
    );
  };
}
