import { Box } from '@mantine/core';
import { lazy, type ReactNode } from 'react';
import { DeferredMount } from '../../components/deferred-mount';
import { ErrorBoundary } from '../../components/error-boundary';
import type { CurrentUser } from '../../lib/permissions/current-user';
import { paths } from '../paths';

// The header's search, bell and hospital picker load just after the first paint; boxes of their
// size hold the space. Each is one part that may fail (its code not loading, an answer it cannot
// draw): its empty box stays (the failure is logged), and the header, the page and a video visit
// go on; the notifications page still lists what the bell would have.
const GlobalSearch = lazy(async () => ({ default: (await import('../../features/search/components/global-search')).GlobalSearch }));
const NotificationsBell = lazy(async () => ({ default: (await import('../../features/notifications/components/notifications-bell')).NotificationsBell }));
const HeaderDivisionPicker = lazy(async () => ({ default: (await import('../layouts/header-division-picker')).HeaderDivisionPicker }));

function HeaderPart({ part, placeholder, children }: { part: string; placeholder: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary part={part} fallback={() => placeholder}>
      <DeferredMount placeholder={placeholder}>{children}</DeferredMount>
    </ErrorBoundary>
  );
}

export function DeferredHeaderSearch() {
  return (
    <HeaderPart part="header search" placeholder={<Box w={{ base: 160, md: 320 }} h={36} />}>
      <GlobalSearch />
    </HeaderPart>
  );
}

export function DeferredHeaderNotifications() {
  return (
    <HeaderPart part="notifications bell" placeholder={<Box w={34} h={34} />}>
      <NotificationsBell viewAllPath={paths.notifications} />
    </HeaderPart>
  );
}

/** The hospital picker (a Select with its dropdown positioning) follows the first paint too. */
export function DeferredHeaderDivisionPicker({ user }: { user: CurrentUser }) {
  return (
    <HeaderPart part="hospital picker" placeholder={<Box w={{ base: 140, sm: 220 }} h={36} />}>
      <HeaderDivisionPicker user={user} />
    </HeaderPart>
  );
}
