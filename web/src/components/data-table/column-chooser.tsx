// Which columns show, in which order, and whether each is sticky or wrapped.
import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import type { ColumnLayout, DataTableColumn } from './types';

interface ColumnChooserProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  layout: ColumnLayout;
  onChange: (layout: ColumnLayout) => void;
}

export function ColumnChooser<Row>({ columns, layout, onChange }: ColumnChooserProps<Row>) {
  // Visible columns in their order, then the hidden ones.
  const ordered = [
    ...layout.visible.map((id) => columns.find((c) => c.id === id)).filter((c): c is DataTableColumn<Row> => c !== undefined),
    ...columns.filter((c) => !layout.visible.includes(c.id)),
  ];
  const toggle = (id: string, on: boolean) =>
    onChange({ ...layout, visible: on ? ordered.map((c) => c.id).filter((c) => c === id || layout.visible.includes(c)) : layout.visible.filter((c) => c !== id) });
  const move = (id: string, by: -1 | 1) => {
    const visible = [...layout.visible];
    const at = visible.indexOf(id);
    const to = at + by;
    if (at < 0 || to < 0 || to >= visible.length) return;
    [visible[at], visible[to]] = [visible[to] as string, visible[at] as string];
    onChange({ ...layout, visible });
  };
  const setting = (id: string, key: 'is_sticky' | 'is_wrapped', on: boolean) =>
    onChange({ ...layout, settings: { ...layout.settings, [id]: { ...layout.settings[id], [key]: on } } });
  return (
    <Popover position="bottom-end" shadow="md" width={380}>
      <Popover.Target>
        <Button variant="default">Columns</Button>
      </Popover.Target>
      <Popover.Dropdown mah={420} style={{ overflowY: 'auto' }} data-testid="column-chooser">
        <Stack gap={6}>
          {ordered.map((column) => {
            const shown = layout.visible.includes(column.id);
            return (
              <Group key={column.id} gap={6} wrap="nowrap" justify="space-between">
                <Checkbox label={column.header} checked={shown} onChange={(e) => toggle(column.id, e.currentTarget.checked)} />
                {shown ? (
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon variant="subtle" size="sm" aria-label={`Move ${column.header} up`} onClick={() => move(column.id, -1)}>↑</ActionIcon>
                    <ActionIcon variant="subtle" size="sm" aria-label={`Move ${column.header} down`} onClick={() => move(column.id, 1)}>↓</ActionIcon>
                    <Checkbox size="xs" aria-label={`Sticky ${column.header}`} label={<Text size="xs">Sticky</Text>} checked={layout.settings[column.id]?.is_sticky === true} onChange={(e) => setting(column.id, 'is_sticky', e.currentTarget.checked)} />
                    <Checkbox size="xs" aria-label={`Wrap ${column.header}`} label={<Text size="xs">Wrap</Text>} checked={layout.settings[column.id]?.is_wrapped === true} onChange={(e) => setting(column.id, 'is_wrapped', e.currentTarget.checked)} />
                  </Group>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
