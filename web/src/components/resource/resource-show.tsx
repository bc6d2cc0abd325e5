// The view page body of any resource: its title, every column as a labelled value (the same text
// and masking as the table), a feature's extras, and the revision history.
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { columnText, customFieldFormat, formatCell, type AnyResource, type Column, type FormatContext } from '@bedside/resources';
import { useCustomFields } from '../../lib/resources/use-custom-fields';
import { recordTitle } from './record-title';
import { RevisionHistory } from './revision-history';

interface ResourceShowProps<R> { d: AnyResource; row: R; context: FormatContext; actions?: ReactNode; extras?: ReactNode }

export function ResourceShow<R extends { id: number; custom_fields?: Record<string, string | null> | null }>({ d, row, context, actions, extras }: ResourceShowProps<R>) {
  // The model's custom fields too, as the table's columns and the form show them: a saved Asset
  // Tag was on neither record page (admin QA).
  const custom = useCustomFields(d).fields;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} data-testid="record-title">{recordTitle(d, row, context.maskPhi)}</Title>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {(d.columns as readonly Column<R>[]).map((c) => (
          <div key={c.id} data-field={c.id}>
            <Text size="xs" c="dimmed">{c.header}</Text>
            <Text size="sm">{columnText(c, row, context)}</Text>
          </div>
        ))}
        {custom.map((f) => (
          <div key={f.key} data-field={`custom_fields.${f.key}`}>
            <Text size="xs" c="dimmed">{f.label}</Text>
            <Text size="sm">{formatCell(customFieldFormat(f), row.custom_fields?.[f.key] ?? null, context)}</Text>
          </div>
        ))}
      </SimpleGrid>
      {extras}
      {(d.api.operations as readonly string[]).includes('revisions') ? <RevisionHistory d={d} recordId={row.id} context={context} /> : null}
    </Stack>
  );
}
