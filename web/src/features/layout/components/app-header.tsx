import { Anchor, Box, Burger, Group, Image, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DeferredMount } from '../../../components/deferred-mount';
import { Logo } from '../../../components/logo';
import type { CurrentUser } from '../../../lib/permissions/current-user';
import { useUiFlags } from '../../../lib/ui-flags/ui-flags-store';
import { useSidebarStore } from '../hooks/sidebar-store';
import { UserMenuFace } from './user-menu-face';

const HEADER_ROW = 60;

/** The header's height for AppShell: one row on wide screens, two below 48em (see AppHeader). */
export const HEADER_HEIGHT = { base: HEADER_ROW + 48, sm: HEADER_ROW };

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
  /** The id of the sidebar the toggle opens and closes (aria-controls). */
  navbarId?: string;
}

/** Logo, hospital picker, search, bell and user menu; each part can be switched off by UI flags. */
export function AppHeader({ user, homePath, profilePath, onLogout, picker, search, notifications, notice, navbarId }: AppHeaderProps) {
  const { desktopOpened, mobileOpened, toggleDesktop, toggleMobile } = useSidebarStore();
  const flags = useUiFlags();
  // Below 48em (Mantine's sm) one row cannot hold the picker and search beside the bell and the
  // user menu (390 px put Log Out off-screen): they move to a second row (HEADER_HEIGHT).
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const pickerPart = flags.showDivisionPicker ? picker : null;
  const searchPart = flags.showSearch ? search : null;
  return (
    <Stack gap={0} h="100%">
      <Group h={HEADER_ROW} px="md" justify="space-between" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Group gap="sm" wrap="nowrap">
          {flags.showSidebarToggle && (
            <>
              <Burger opened={mobileOpened} onClick={toggleMobile} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" aria-expanded={mobileOpened} aria-controls={navbarId} />
              <Burger opened={desktopOpened} onClick={toggleDesktop} visibleFrom="sm" size="sm" aria-label="Toggle navigation" aria-expanded={desktopOpened} aria-controls={navbarId} />
            </>
          )}
          {flags.showLogo && (
            <Anchor component={Link} to={homePath} underline="never" aria-label="Bedside">
              {/* The health system's own logo (Health System › Preferences), else the provider's. */}
              {user.hospital.logo_url ? <Image src={user.hospital.logo_url} alt="Health system logo" h={32} w="auto" /> : <Logo />}
            </Anchor>
          )}
          {wide && pickerPart}
        </Group>
        <Group gap="sm" wrap="nowrap">
          {notice}
          {wide && searchPart}
          {flags.showNotifications && notifications}
          {flags.showUserMenu && (
            <DeferredMount placeholder={<UserMenuFace user={user} />}>
              <UserMenu user={user} profilePath={profilePath} onLogout={onLogout} />
            </DeferredMount>
          )}
        </Group>
      </Group>
      {!wide && (pickerPart || searchPart) ? (
        <Group px="md" pb="xs" gap="sm" wrap="nowrap">
          {pickerPart}
          <Box style={{ flex: 1, minWidth: 0 }}>{searchPart}</Box>
        </Group>
      ) : null}
    </Stack>
  );
}
