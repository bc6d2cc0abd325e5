import { Box } from '@mantine/core';
import { useLocation } from 'react-router';
import { useSidebarStore } from '../hooks/sidebar-store';
import { activeLinkOf, type MenuNode } from '../utils/menu-model';
import { MenuEntry } from './menu-entry';

/** The menu built by buildMenu; below 768 px a selection folds the sidebar away. */
export function Sidebar({ menu }: { menu: readonly MenuNode[] }) {
  const { pathname } = useLocation();
  const closeMobile = useSidebarStore((state) => state.closeMobile);
  const activeTo = activeLinkOf(menu, pathname);
  return (
    // A plain scrolling box: Mantine's ScrollArea would put dropdown positioning code on the first page.
    <Box p="xs" style={{ overflowY: 'auto', height: '100%' }}>
      {menu.map((node) => (
        <MenuEntry key={node.id} node={node} activeTo={activeTo} onSelect={closeMobile} />
      ))}
    </Box>
  );
}
