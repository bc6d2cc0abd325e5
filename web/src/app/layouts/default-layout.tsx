import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { AppFooter } from '../../features/layout/components/app-footer';
import { AppHeader, HEADER_HEIGHT } from '../../features/layout/components/app-header';
import { Sidebar } from '../../features/layout/components/sidebar';
import { useMenu } from '../../features/layout/hooks/use-menu';
import { useSidebarStore } from '../../features/layout/hooks/sidebar-store';
import { menuDestinations } from '../../features/layout/utils/menu-model';
import { PaletteHost } from '../../features/navigation/components/palette-host';
import { MaskPhiStatus } from '../../features/preferences/components/mask-phi-status';
import { RoomNotifications } from '../../features/room-notifications/components/room-notifications';
import { getConfig } from '../../lib/config/config';
import { dateFormatSettingsOf } from '../../lib/format/date-format';
import { DateFormatProvider } from '../../lib/format/date-format-context';
import { paths } from '../paths';
import { DeferredHeaderDivisionPicker, DeferredHeaderNotifications, DeferredHeaderSearch } from '../shell/deferred-header';
import { LiveVideoHost } from '../shell/live-video-host';
import { RefreshBanner } from '../shell/refresh-banner';
import { SessionShell } from '../shell/session-shell';
import { useLogout } from '../shell/use-logout';
import { currentSession } from '../../lib/session/current-session';
import { isSuperseded } from '../../lib/session/sign-in-announcement';
import { useRealtime } from '../shell/use-realtime';
import { adminGroups, homeTarget, pageTargets } from './navigation/menu-config';
import { PageBoundary } from './page-boundary';
import { PermittedOutlet } from './permitted-outlet';
import { SkipLink } from './skip-link';
import { useDivisionGuard } from './use-division-guard';

const menuConfig = { home: homeTarget, pageTargets, adminGroups };
const MAIN_ID = 'main-content';
const NAVBAR_ID = 'main-menu';

/** Header, collapsible sidebar, content and footer: the frame of every secured page. */
export function Component() {
  const user = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const desktopOpened = useSidebarStore((state) => state.desktopOpened);
  const mobileOpened = useSidebarStore((state) => state.mobileOpened);
  // The 'sm' breakpoint of the navbar below: under it the mobile state applies.
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  // A closed sidebar is only moved off screen: without inert its links still took the keyboard's
  // focus (5 to 14 Tab presses with nothing visible focused) and were read out (a11y QA).
  const sidebarClosed = wide ? !desktopOpened : !mobileOpened;
  const menu = useMenu(user, menuConfig);
  const destinations = useMemo(() => menuDestinations(menu.nodes), [menu.nodes]);
  const openPage = useCallback((to: string) => void navigate(to), [navigate]);
  // Every date of every secured page, header and call in the user's timezone and clock (shell §5).
  const { timezone, time_format } = user;
  const dates = useMemo(() => dateFormatSettingsOf({ timezone, time_format }), [timezone, time_format]);
  useRealtime(user);
  useDivisionGuard(user);
  // A session a sign-in on another device ended (told before this load): no page, wall or call runs
  // behind its dialog, whose only way on is Sign-In Again (review).
  const [endedElsewhere] = useState(isSuperseded);
  if (endedElsewhere) return <SessionShell />;

  return (
    <DateFormatProvider settings={dates}>
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        footer={{ height: 44 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
        padding="md"
      >
        <SkipLink targetId={MAIN_ID} />
        <AppShell.Header>
          <AppHeader
            user={user}
            homePath={paths.home}
            profilePath={paths.profile}
            // The other tabs of the user are signed out too (shell §9: "other tabs are told"); they
            // stayed on the patient list (session QA).
            onLogout={() => (currentSession() ? currentSession()!.logoutEverywhere() : void logout())}
            picker={<DeferredHeaderDivisionPicker user={user} />}
            search={<DeferredHeaderSearch />}
            notifications={<DeferredHeaderNotifications />}
            notice={<MaskPhiStatus />}
            navbarId={NAVBAR_ID}
          />
        </AppShell.Header>
        <AppShell.Navbar id={NAVBAR_ID} aria-label="Main menu" inert={sidebarClosed}>
          <Sidebar menu={menu.nodes} onRetryMenu={menu.retry} />
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_ID} tabIndex={-1}>
          <RefreshBanner />
          <PageBoundary>
            <PermittedOutlet user={user} />
          </PageBoundary>
        </AppShell.Main>
        <AppShell.Footer>
          <AppFooter
            buildLabel={getConfig().buildLabel}
            hospitalLogoUrl={user.hospital.footer_logo_url}
            aboutPath={paths.about}
            privacyPath={paths.privacy}
          />
        </AppShell.Footer>
        <SessionShell />
        {/* The palette is a shortcut to pages the menu also offers: if it fails it is left out. */}
        <ErrorBoundary part="command palette" fallback={() => null}>
          <PaletteHost actions={destinations} onNavigate={openPage} />
        </ErrorBoundary>
        <LiveVideoHost user={user} />
        <RoomNotifications />
      </AppShell>
    </DateFormatProvider>
  );
}
