import { useMemo } from 'react';
import type { CurrentUser } from '../../../lib/permissions/current-user';
import { accessSubjectOf } from '../../../lib/permissions/permissions';
import { useMenuSets } from '../api/list-menu-sets';
import { buildMenu, type MenuInputs, type MenuNode } from '../utils/menu-model';

export interface Menu {
  nodes: MenuNode[];
  /** Set while the server's menu sets could not be read: reads them again. */
  retry: (() => void) | null;
}

/**
 * The user's menu: server menu sets (when loaded) plus the static parts passed in. Sets that could
 * not be read leave the static parts, or the sets last read (kept by the query), and say so.
 */
export function useMenu(user: CurrentUser, config: Pick<MenuInputs, 'home' | 'pageTargets' | 'adminGroups'>): Menu {
  const { data: menuSets = [], isError, refetch } = useMenuSets();
  const nodes = useMemo(
    () =>
      buildMenu({
        ...config,
        menuSets,
        roleId: user.role.id,
        showAdminMenu: user.role.show_admin_menu,
        access: accessSubjectOf(user),
      }),
    [config, menuSets, user],
  );
  return { nodes, retry: isError ? () => void refetch() : null };
}
