import { ColorSwatch, Group, Select, Text, Tooltip } from '@mantine/core';
import type { PickerOption, PickerState } from '../../../lib/division/division-rules';
import { divisionColorCss } from '../../../lib/format/division-color';

interface DivisionPickerProps {
  state: Exclude<PickerState, 'hidden'>;
  options: readonly PickerOption[];
  value: string | null;
  disabled: boolean;
  onChange: (value: string) => void;
}

function optionColor(options: readonly PickerOption[], value: string | null): string | undefined {
  return options.find((option) => option.value === value)?.color ?? undefined;
}

/** The hospital (division) picker of the header; the layout decides its state and options. */
export function DivisionPicker({ state, options, value, disabled, onChange }: DivisionPickerProps) {
  const color = optionColor(options, value);
  const select = (
    <Select
      aria-label="Hospital"
      data-testid="division-picker"
      data-state={state}
      w={{ base: 150, sm: 220 }}
      size="sm"
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      value={value}
      onChange={(next) => next !== null && next !== value && onChange(next)}
      allowDeselect={false}
      disabled={disabled}
      readOnly={state === 'readonly'}
      maxDropdownHeight={200}
      comboboxProps={{ withinPortal: true }}
      leftSection={color ? <ColorSwatch color={divisionColorCss(color)} size={12} /> : undefined}
      renderOption={({ option }) => {
        const swatch = optionColor(options, option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            {swatch ? <ColorSwatch color={divisionColorCss(swatch)} size={12} /> : <span style={{ width: 12 }} />}
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
    />
  );
  if (state !== 'readonly') return select;
  return (
    // Shown on focus and touch too: on hover only, a keyboard or phone user never read it (a11y QA).
    <Tooltip label="Can't change division on editing page" withArrow events={{ hover: true, focus: true, touch: true }}>
      <div data-testid="division-picker-readonly">{select}</div>
    </Tooltip>
  );
}
