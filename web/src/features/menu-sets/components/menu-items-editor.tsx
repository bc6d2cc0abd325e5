// The menu set form's items (shell §3 Menu item): an ordered list of items, each a page link or a
// group of links (one level deep, as the server takes them), added, removed, moved and edited in
// place. The form value is one JSON text per top-level item (a custom input holds strings; the
// descriptor turns them into the write body). Checks are the server's, answered under the editor.
import { ActionIcon, Button, Group, Input, Paper, Select, Stack, Text } from '@mantine/core';
import type { CustomInputProps } from '../../../components/resource/web-resource';
import { MenuItemFields, type ChildWrite, type ItemWrite } from './menu-item-fields';
import { moved } from '../../../lib/forms/moved';

const parse = (text: string) => JSON.parse(text) as ItemWrite;
const newItem = (): ChildWrite => ({ label: '', pageType: 'item', enabled: true });
const types = [{ value: 'item', label: 'Item' }, { value: 'group', label: 'Group' }];

/** An item turned into the other type: a group loses its page and starts with one empty item; an item loses its items. */
function retyped(item: ItemWrite, pageType: ItemWrite['pageType']): ItemWrite {
  const { page: _page, menu_items: _items, ...own } = item;
  return pageType === 'group' ? { ...own, pageType, menu_items: [newItem()] } : { ...own, pageType };
}

export function MenuItemsEditor({ label, description, value, onChange, error }: CustomInputProps) {
  const items = value.map(parse);
  const change = (next: readonly ItemWrite[]) => onChange(next.map((item) => JSON.stringify(item)));
  const update = (i: number, item: ItemWrite) => change(items.map((old, j) => (j === i ? item : old)));
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={4} data-testid="menu-items">
        {items.length === 0 ? <Text size="sm" c="dimmed">No items: the set shows nothing in the sidebar.</Text> : null}
        {items.map((item, i) => {
          const place = `Item ${i + 1}`;
          const children = item.menu_items ?? [];
          const updateChild = (j: number, child: ChildWrite) => update(i, { ...item, menu_items: children.map((old, k) => (k === j ? child : old)) });
          return (
            <Paper key={item.id ?? `new-${i}`} withBorder p="xs" data-testid="menu-item">
              <MenuItemFields place={place} item={item} onChange={(c) => update(i, { ...item, ...c })} onRemove={() => change(items.filter((_, j) => j !== i))}>
                <ActionIcon variant="subtle" aria-label={`Move item ${i + 1} up`} disabled={i === 0} onClick={() => change(moved(items, i, i - 1))}>↑</ActionIcon>
                <ActionIcon variant="subtle" aria-label={`Move item ${i + 1} down`} disabled={i === items.length - 1} onClick={() => change(moved(items, i, i + 1))}>↓</ActionIcon>
                <Select aria-label={`${place} type`} data={types} value={item.pageType} allowDeselect={false} w={100}
                  onChange={(type) => type && type !== item.pageType && update(i, retyped(item, type as ItemWrite['pageType']))} />
              </MenuItemFields>
              {item.pageType === 'group' ? (
                <Stack gap={4} mt="xs" pl="xl">
                  {children.map((child, j) => (
                    <MenuItemFields key={child.id ?? `new-${j}`} place={`${place}.${j + 1}`} item={child}
                      onChange={(c) => updateChild(j, { ...child, ...c })}
                      onRemove={() => update(i, { ...item, menu_items: children.filter((_, k) => k !== j) })} />
                  ))}
                  <Group><Button variant="subtle" size="compact-sm" onClick={() => update(i, { ...item, menu_items: [...children, newItem()] })}>Add item to {item.label || place.toLowerCase()}</Button></Group>
                </Stack>
              ) : null}
            </Paper>
          );
        })}
        <Group gap="xs">
          <Button variant="light" size="xs" onClick={() => change([...items, newItem()])}>Add Item</Button>
          <Button variant="light" size="xs" onClick={() => change([...items, retyped({ label: '', pageType: 'item', enabled: true }, 'group')])}>Add Group</Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
