// A record's revisions as a readable diff: one card per change (action, who, when) with Field |
// Before | After, labels from the descriptor, values as the table shows them (enum labels, dates,
// masked PHI when mask_phi is on); removed values struck through in red, new ones in green (the
// theme's tag text colours, dark enough for 4.5:1 contrast).
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { customFieldFormat, formatCell, type AnyResource, type Column, type Format, type FormatContext } from '@bedside/resources';
import { formatDateTime } from '../../lib/format/date-format';
import type { CustomFieldDef } from '../../lib/resources/custom-field-form';
import { resourceApi, type Revision } from '../../lib/resources/resource-api';
import { useCustomFields } from '../../lib/resources/use-custom-fields';

type Labeled = { label: string; format?: Format };

/** How a changed field is named and shown: a form field's label, else a column's, else the descriptor's revision label or a custom field's, else its key. */
export function changeFields(d: AnyResource, customFields: readonly CustomFieldDef[] = []): Map<string, Labeled> {
  const map = new Map<string, Labeled>();
  for (const [key, label] of Object.entries(d.revisionLabels ?? {})) map.set(key, { label });
  for (const f of customFields) map.set(`custom_fields.${f.key}`, { label: f.label, format: customFieldFormat(f) });
  for (const c of d.columns as readonly Column<unknown>[]) map.set(c.id, { label: c.header, format: c.format });
  for (const f of d.form) {
    const column = map.get(f.name);
    const enumFormat = f.options && 'enum' in f.options ? { kind: 'enum' as const, labels: f.options.enum } : undefined;
    map.set(f.name, { label: f.label, format: f.mask ? { kind: 'mask', type: f.mask } : enumFormat ?? column?.format });
  }
  return map;
}

const asCell = (v: unknown) => (v === null || v === undefined || typeof v === 'object' ? (v == null ? null : JSON.stringify(v)) : (v as string | number | boolean));

export function RevisionHistory({ d, recordId, context }: { d: AnyResource; recordId: number; context: FormatContext }) {
  const revisions = useQuery(resourceApi(d).revisionsOptions(recordId));
  const custom = useCustomFields(d);
  const fields = changeFields(d, custom.fields);
  return (
    <Stack gap="sm" data-testid="revisions" mt="lg">
      <Title order={3}>Revision History</Title>
      {revisions.data?.length === 0 ? <Text c="dimmed">No changes recorded.</Text> : null}
      {(revisions.data ?? []).map((r: Revision) => (
        <Card key={`${r.action}-${r.id}`} withBorder padding="sm" data-testid="revision">
          <Group gap="xs" mb="xs">
            <Badge color={r.action === 'create' ? 'green' : 'blue'} variant="light">{r.action === 'create' ? 'Created' : 'Updated'}</Badge>
            <Text size="sm" fw={600}>{r.username}</Text>
            <Text size="sm" c="dimmed" data-testid="revision-date">{formatDateTime(r.created_at, context.dates)}</Text>
          </Group>
          <Table withTableBorder={false} verticalSpacing={4}>
            <Table.Thead><Table.Tr><Table.Th>Field</Table.Th><Table.Th>Before</Table.Th><Table.Th>After</Table.Th></Table.Tr></Table.Thead>
            <Table.Tbody>
              {Object.entries(r.audited_changes).map(([key, change]) => {
                const field = fields.get(key) ?? { label: key };
                const [before, after] = Array.isArray(change) ? change : [undefined, change];
                const show = (v: unknown) => formatCell(field.format, asCell(v), context);
                return (
                  <Table.Tr key={key} data-field={key}>
                    <Table.Td>{field.label}</Table.Td>
                    <Table.Td>{r.action === 'create' ? '' : <Text span size="sm" c="var(--mantine-color-red-light-color)" td="line-through">{show(before)}</Text>}</Table.Td>
                    <Table.Td><Text span size="sm" c="var(--mantine-color-green-light-color)" fw={600}>{show(after)}</Text></Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Card>
      ))}
    </Stack>
  );
}
