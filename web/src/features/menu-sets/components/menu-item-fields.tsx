// One menu item's own fields in the App Modules editor: label, page (an item's; the page kinds the
// sidebar knows, shell §2), icon and enabled, named by the item's place ("Item 2.1 label") so that
// each is found by assistive tech and read back in the server's answers ("Item 2.1 (…) needs a page").
import { ActionIcon, Checkbox, Group, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { components } from '@bedside/openapi/api';
import { pageKind } from '@bedside/resources';

export type ItemWrite = components['schemas']['MenuItemWrite'];
export type ChildWrite = components['schemas']['MenuItemChildWrite'];
type Fields = Pick<ItemWrite, 'label' | 'icon' | 'enabled' | 'page'>;

interface MenuItemFieldsProps {
  place: string;
  item: Fields & { pageType: ItemWrite['pageType'] };
  onChange: (change: Partial<Fields>) => void;
  onRemove: () => void;
  /** Shown before the fields (a group's type choice, the move buttons). */
  children?: ReactNode;
}

export function MenuItemFields({ place, item, onChange, onRemove, children }: MenuItemFieldsProps) {
  const name = place.toLowerCase();
  return (
    <Group gap="xs" align="center" wrap="wrap">
      {children}
      <TextInput aria-label={`${place} label`} placeholder="Label" value={item.label} onChange={(e) => onChange({ label: e.currentTarget.value })} w={180} />
      {item.pageType === 'item' ? (
        <Select
          aria-label={`${place} page`}
          placeholder="Page"
          data={pageKind.options}
          value={item.page ?? null}
          onChange={(page) => onChange({ page: (page ?? undefined) as ItemWrite['page'] })}
          searchable
          w={200}
        />
      ) : null}
      <TextInput aria-label={`${place} icon`} placeholder="Icon" value={item.icon ?? ''} onChange={(e) => onChange({ icon: e.currentTarget.value })} w={130} />
      <Checkbox label="Enabled" aria-label={`${place} enabled`} checked={item.enabled ?? true} onChange={(e) => onChange({ enabled: e.currentTarget.checked })} />
      <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>✕</ActionIcon>
    </Group>
  );
}
