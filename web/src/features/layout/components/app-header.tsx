import { Anchor, Burger, Group } from '@mantine/core';
import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DeferredMount } from '../../../components/deferred-mount';
import { Logo } from '../../../components/logo';
import type { CurrentUser } from '../../../lib/permissions/current-user';
import { useUiFlags } from '../../../lib/ui-flags/ui-flags-store';
import { useSidebarStore } from '../hooks/sidebar-store';
import { UserMenuFace } from './user-menu-face';

// The menu (and its floating-ui positioning) loads just after the first paint; the face shows at once.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

interface AppHeaderProps {
  user: CurrentUser;
  homePath: string;
  profilePath: string;
  onLogout: () => void;
  /** Parts composed by the layout from other features. */
  picker: ReactNode;
  search: ReactNode;
  notifications: ReactNode;
  /** Shown whatever the UI flags say: the PHI masking notice (must not be hidden). */
  notice?: ReactNode;
}

/** Logo, hospital picker, search, bell and user menu; each part can be switched off by UI flags. */
export function AppHeader({ user, homePath, profilePath, onLogout, picker, search, notifications, notice }: AppHeaderProps) {
  const { desktopOpened, mobileOpened, toggleDesktop, toggleMobile } = useSidebarStore();
  const flags = useUiFlags();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {flags.showSidebarToggle && (
          <>
            <Burger opened={mobileOpened} onClick={toggleMobile} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Burger opened={desktopOpened} onClick={toggleDesktop} visibleFrom="sm" size="sm" aria-label="Toggle navigation" />
          </>
        )}
        {flags.showLogo && (
          <Anchor component={Link} to={homePath} underline="never" aria-label="Bedside">
            <Logo />
          </Anchor>
        )}
        {flags.showDivisionPicker && picker}
      </Group>
      <Group gap="sm" wrap="nowrap">
        {notice}
        {flags.showSearch && search}
        {flags.showNotifications && notifications}
        {flags.showUserMenu && (
          <DeferredMount placeholder={<UserMenuFace user={user} />}>
            <UserMenu user={user} profilePath={profilePath} onLogout={onLogout} />
          </DeferredMount>
        )}
      </Group>
    </Group>
  );
}
