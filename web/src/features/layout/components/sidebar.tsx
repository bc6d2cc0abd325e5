import { Box, Button, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { MENU_UNREADABLE } from '../api/list-menu-sets';
import { useSidebarStore } from '../hooks/sidebar-store';
import { activeLinkOf, type MenuNode } from '../utils/menu-model';
import { MenuEntry } from './menu-entry';

interface SidebarProps {
  menu: readonly MenuNode[];
  /** Set when the server's menu could not be read: said above the menu, with Try Again. */
  onRetryMenu?: (() => void) | null;
}

/** The menu built by buildMenu; below 768 px a selection folds the sidebar away. */
export function Sidebar({ menu, onRetryMenu }: SidebarProps) {
  const { pathname } = useLocation();
  const closeMobile = useSidebarStore((state) => state.closeMobile);
  const activeTo = activeLinkOf(menu, pathname);
  return (
    // A plain scrolling box: Mantine's ScrollArea would put dropdown positioning code on the first page.
    <Box p="xs" style={{ overflowY: 'auto', height: '100%' }}>
      {onRetryMenu ? (
        <Stack gap={4} p="xs" align="flex-start" role="status">
          <Text size="sm">{MENU_UNREADABLE}</Text>
          <Button size="xs" variant="default" onClick={onRetryMenu}>Try Again</Button>
        </Stack>
      ) : null}
      {menu.map((node) => (
        <MenuEntry key={node.id} node={node} activeTo={activeTo} onSelect={closeMobile} />
      ))}
    </Box>
  );
}
