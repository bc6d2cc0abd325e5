// A menu set's roles (shell §3: role ids; empty means all): a multi-select of the organisation's
// roles, read through the menu sets' own dropdown (Manage System, without needing Edit Role).
import { MultiSelect } from '@mantine/core';
import { menuSets } from '@bedside/resources';
import type { CustomInputProps } from '../../../components/resource/web-resource';
import { useFieldOptions } from '../../../components/resource/use-field-options';

const source = { dropdown: 'role' } as const;

export function RolesInput({ label, description, value, onChange, error }: CustomInputProps) {
  // Organisation-wide: the division does not matter to the answer.
  const options = useFieldOptions(menuSets, source, '*');
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length ? undefined : 'All roles'}
      data={options}
      value={[...value]}
      // In id order, so choosing a role and removing it again leaves the form unchanged.
      onChange={(ids) => onChange([...ids].sort((a, b) => Number(a) - Number(b)))}
      error={error}
      searchable
      clearable
      data-field="roles"
    />
  );
}
