// One filter input per type: TEXT and AUTOCOMPLETE (contains), NUMBER, ENUM and DATE (is),
// DATERANGE and DATETIMERANGE (between).
import { Autocomplete, Group, MultiSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDivisionStore } from '../../lib/division/division-store';
import { fromZonedInput, toZonedInput } from '../../lib/format/date-format';
import { useDateFormatSettings } from '../../lib/format/date-format-context';
import { FilterPill } from './filter-pill';
import { normaliseOptions } from './options';
import type { FilterDefinition, FilterOption, FilterValue } from './types';

interface FilterFieldProps {
  definition: FilterDefinition;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}

export function useFilterOptions(definition: FilterDefinition): readonly FilterOption[] {
  const divisionId = useDivisionStore((s) => s.divisionId ?? '*');
  const load = definition.loadOptions;
  const loaded = useQuery({
    queryKey: ['filter-options', definition.id, divisionId],
    queryFn: async () => normaliseOptions(load ? await load(divisionId) : []),
    enabled: load !== undefined,
    staleTime: 60_000,
  });
  return definition.options ?? loaded.data ?? [];
}

const text = (value: FilterValue | undefined) => (typeof value === 'string' ? value : '');
const range = (value: FilterValue | undefined) => (value && typeof value === 'object' && !Array.isArray(value) ? value as { from?: string; to?: string } : {});

export function FilterField({ definition, value, onChange }: FilterFieldProps) {
  const options = useFilterOptions(definition);
  // Date-times are typed and shown on the user's clock (shell §5), not the browser's.
  const dates = useDateFormatSettings();
  const label = `${definition.label} ${{ TEXT: 'contains', AUTOCOMPLETE: 'contains', NUMBER: 'is', ENUM: 'is', DATE: 'is', DATERANGE: 'between', DATETIMERANGE: 'between' }[definition.type]}`;
  const orUndefined = (v: string) => (v === '' ? undefined : v);
  switch (definition.type) {
    case 'TEXT':
      return <TextInput label={label} value={text(value)} onChange={(e) => onChange(orUndefined(e.currentTarget.value))} />;
    case 'NUMBER':
      return <TextInput label={label} inputMode="numeric" value={text(value)} onChange={(e) => onChange(orUndefined(e.currentTarget.value.replace(/\D/g, '')))} />;
    case 'AUTOCOMPLETE':
      return <Autocomplete label={label} data={[...new Set(options.map((o) => o.label))]} value={text(value)} onChange={(v) => onChange(orUndefined(v))} limit={50} />;
    case 'ENUM':
      return (
        <MultiSelect
          label={label}
          data={options.map((o) => ({ value: o.value, label: o.label }))}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v.length ? v : undefined)}
          clearable
          wrapperProps={{ 'data-filter-field': true }}
          renderPill={({ option, value: chosen, onRemove }) => <FilterPill filter={definition.label} label={option?.label ?? chosen} onRemove={onRemove} />}
        />
      );
    case 'DATE':
      return <TextInput type="date" label={label} value={text(value)} onChange={(e) => onChange(orUndefined(e.currentTarget.value))} />;
    case 'DATERANGE':
    case 'DATETIMERANGE': {
      const current = range(value);
      const local = definition.type === 'DATETIMERANGE';
      const set = (key: 'from' | 'to', input: string) => {
        const next = { ...current, [key]: local ? fromZonedInput(input, dates) : input };
        const kept = Object.fromEntries(Object.entries(next).filter(([, v]) => v));
        onChange(Object.keys(kept).length ? kept : undefined);
      };
      const shown = (v: string | undefined) => (local ? toZonedInput(v, dates) : v ?? '');
      return (
        <Group grow gap="xs" align="end">
          <TextInput type={local ? 'datetime-local' : 'date'} label={`${label}: from`} value={shown(current.from)} onChange={(e) => set('from', e.currentTarget.value)} />
          <TextInput type={local ? 'datetime-local' : 'date'} label={`${label}: to`} value={shown(current.to)} onChange={(e) => set('to', e.currentTarget.value)} />
        </Group>
      );
    }
  }
}
