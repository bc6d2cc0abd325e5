// The view page body of any resource: its title, every column as a labelled value (the same text
// and masking as the table), a feature's extras, and the revision history.
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { columnText, displayValue, type AnyResource, type Column, type FormatContext } from '@bedside/resources';
import { RevisionHistory } from './revision-history';

interface ResourceShowProps<R> { d: AnyResource; row: R; context: FormatContext; actions?: ReactNode; extras?: ReactNode }

export function ResourceShow<R extends { id: number }>({ d, row, context, actions, extras }: ResourceShowProps<R>) {
  const title = d.title(row);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} data-testid="record-title">{title.mask ? displayValue(title.text, title.mask, context.maskPhi) : title.text}</Title>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {(d.columns as readonly Column<R>[]).map((c) => (
          <div key={c.id} data-field={c.id}>
            <Text size="xs" c="dimmed">{c.header}</Text>
            <Text size="sm">{columnText(c, row, context)}</Text>
          </div>
        ))}
      </SimpleGrid>
      {extras}
      {(d.api.operations as readonly string[]).includes('revisions') ? <RevisionHistory d={d} recordId={row.id} context={context} /> : null}
    </Stack>
  );
}
