import { Anchor, Burger, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { components } from '@bedside/openapi/api';
import { Logo } from '../../../components/logo';
import { useSidebarStore } from '../hooks/sidebar-store';
import { UserMenu } from './user-menu';

type CurrentUser = components['schemas']['CurrentUser'];

interface AppHeaderProps {
  user: CurrentUser;
  homePath: string;
  profilePath: string;
  onLogout: () => void;
}

// The hospital picker, search and notification bell join this bar in later issues.
export function AppHeader({ user, homePath, profilePath, onLogout }: AppHeaderProps) {
  const { desktopOpened, mobileOpened, toggleDesktop, toggleMobile } = useSidebarStore();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={mobileOpened} onClick={toggleMobile} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
        <Burger opened={desktopOpened} onClick={toggleDesktop} visibleFrom="sm" size="sm" aria-label="Toggle navigation" />
        <Anchor component={Link} to={homePath} underline="never" aria-label="Bedside">
          <Logo />
        </Anchor>
      </Group>
      <UserMenu user={user} profilePath={profilePath} onLogout={onLogout} />
    </Group>
  );
}
