import { useMemo } from 'react';
import type { CurrentUser } from '../../../lib/permissions/current-user';
import { accessSubjectOf } from '../../../lib/permissions/permissions';
import { useMenuSets } from '../api/list-menu-sets';
import { buildMenu, type MenuInputs, type MenuNode } from '../utils/menu-model';

/** The user's menu: server menu sets (when loaded) plus the static parts passed in. */
export function useMenu(user: CurrentUser, config: Pick<MenuInputs, 'home' | 'pageTargets' | 'adminGroups'>): MenuNode[] {
  const { data: menuSets = [] } = useMenuSets();
  return useMemo(
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
}
