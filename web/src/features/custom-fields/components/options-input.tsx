// The choices of a select or radio custom field (shell §3 "options (choices)"): typed one at a time
// (Enter or a comma adds it), kept in the order typed, which is the order the field offers them. A
// choice already listed in any case is not added again: the server refuses duplicates.
import { TagsInput } from '@mantine/core';
import type { CustomInputProps } from '../../../components/resource/web-resource';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function OptionsInput({ label, description, value, onChange, error }: CustomInputProps) {
  return (
    <TagsInput
      label={label}
      description={description}
      withAsterisk
      value={[...value]}
      onChange={onChange}
      error={error}
      splitChars={[',']}
      acceptValueOnBlur
      isDuplicate={(text, current) => current.some((option) => same(option, text))}
      data-field="options"
    />
  );
}
