import { NavLink } from '@mantine/core';
import type { MenuItem } from '../api/list-menu-sets';
import { isGroupDisabled } from '../utils/menu-visibility';

/**
 * One configurable menu item. Items name a page kind; the kinds map to routes as their pages
 * arrive, so for now an item is a label.
 */
export function MenuEntry({ item }: { item: MenuItem }) {
  const children = item.menu_items ?? [];
  if (item.pageType === 'group' && children.length > 0) {
    return (
      <NavLink label={item.label} disabled={isGroupDisabled(children)} childrenOffset="md">
        {children.map((child) => (
          <MenuEntry key={child.id} item={child} />
        ))}
      </NavLink>
    );
  }
  return <NavLink label={item.label} disabled={!item.enabled} />;
}
