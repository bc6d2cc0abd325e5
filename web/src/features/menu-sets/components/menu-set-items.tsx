// A menu set's record page: its items as the sidebar nests them, with their pages and state.
import { List, Text, Title } from '@mantine/core';
import type { components } from '@bedside/openapi/api';
import { pageKind } from '@bedside/resources';

type MenuSet = components['schemas']['MenuSet'];
type Item = MenuSet['menu_items'][number];

function ItemLine({ item }: { item: Item }) {
  return (
    <List.Item>
      <Text span size="sm" fw={500} c={item.enabled ? undefined : 'dimmed'}>{item.label}</Text>
      {item.page ? <Text span size="sm" c="dimmed"> · {pageKind.text[item.page]}</Text> : null}
      {item.enabled ? null : <Text span size="sm" c="dimmed"> (disabled)</Text>}
      {item.pageType === 'group' ? (
        <List withPadding size="sm">{(item.menu_items ?? []).map((child) => <ItemLine key={child.id} item={child} />)}</List>
      ) : null}
    </List.Item>
  );
}

export function MenuSetItems({ row }: { row: MenuSet }) {
  return (
    <div data-testid="menu-set-items">
      <Title order={3} mt="lg" mb="xs">Menu Items</Title>
      {row.menu_items.length === 0 ? <Text c="dimmed">No items.</Text> : <List size="sm">{row.menu_items.map((item) => <ItemLine key={item.id} item={item} />)}</List>}
    </div>
  );
}
