import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useMenuSets } from '../api/list-menu-sets';
import { useSidebarStore } from '../hooks/sidebar-store';
import { isGroupDisabled, visibleMenuSets } from '../utils/menu-visibility';
import { MenuEntry } from './menu-entry';

interface SidebarProps {
  roleId: number;
  homePath: string;
}

// Order (spec): the home entry, then the server's menu sets; the static admin sets come later.
export function Sidebar({ roleId, homePath }: SidebarProps) {
  const { data: menuSets = [] } = useMenuSets();
  const { pathname } = useLocation();
  const closeMobile = useSidebarStore((state) => state.closeMobile);

  return (
    <ScrollArea p="xs">
      <NavLink component={Link} to={homePath} label="Home" active={pathname === homePath} onClick={closeMobile} />
      {visibleMenuSets(menuSets, roleId).map((set) =>
        set.menu_items.length > 0 ? (
          <NavLink
            key={set.id}
            label={set.title}
            defaultOpened={set.expanded}
            disabled={isGroupDisabled(set.menu_items)}
            childrenOffset="md"
          >
            {set.menu_items.map((item) => (
              <MenuEntry key={item.id} item={item} />
            ))}
          </NavLink>
        ) : (
          <NavLink key={set.id} label={set.title} disabled />
        ),
      )}
    </ScrollArea>
  );
}
