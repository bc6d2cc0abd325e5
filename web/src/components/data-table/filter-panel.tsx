import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { FilterField } from './filter-field';
import { getFilter, setFilter } from './filter-values';
import type { FilterDefinition, Filters } from './types';

interface FilterPanelProps {
  definitions: readonly FilterDefinition[];
  filters: Filters;
  onApply: (filters: Filters) => void;
}

/** Edits a draft; Apply sends it (one load, page 1), Clear removes every filter. */
export function FilterPanel({ definitions, filters, onApply }: FilterPanelProps) {
  const [draft, setDraft] = useState<Filters>(filters);
  return (
    <Paper withBorder p="sm" mb="sm" data-testid="filter-panel">
      <form onSubmit={(event) => { event.preventDefault(); onApply(draft); }}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {definitions.map((definition) => (
            <FilterField
              key={definition.id}
              definition={definition}
              value={getFilter(draft, definition.id)}
              onChange={(value) => setDraft((current) => setFilter(current, definition.id, value))}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={() => { setDraft({}); onApply({}); }}>Clear</Button>
          <Button type="submit">Apply</Button>
        </Group>
      </form>
    </Paper>
  );
}
