import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { AppFooter } from '../../features/layout/components/app-footer';
import { AppHeader } from '../../features/layout/components/app-header';
import { Sidebar } from '../../features/layout/components/sidebar';
import { useSidebarStore } from '../../features/layout/hooks/sidebar-store';
import { getConfig } from '../../lib/config/config';
import { paths } from '../paths';
import { RefreshBanner } from '../shell/refresh-banner';
import { useLogout } from '../shell/use-logout';
import { useRealtime } from '../shell/use-realtime';

/** Header, collapsible sidebar, content and footer: the frame of every secured page. */
export function Component() {
  const user = useCurrentUser();
  const logout = useLogout();
  const desktopOpened = useSidebarStore((state) => state.desktopOpened);
  const mobileOpened = useSidebarStore((state) => state.mobileOpened);
  useRealtime(user);

  return (
    <AppShell
      header={{ height: 60 }}
      footer={{ height: 44 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader user={user} homePath={paths.home} profilePath={paths.profile} onLogout={() => void logout()} />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar roleId={user.role.id} homePath={paths.home} />
      </AppShell.Navbar>
      <AppShell.Main>
        <RefreshBanner />
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter
          buildLabel={getConfig().buildLabel}
          hospitalLogoUrl={user.hospital.footer_logo_url}
          aboutPath={paths.about}
          privacyPath={paths.privacy}
        />
      </AppShell.Footer>
    </AppShell>
  );
}
