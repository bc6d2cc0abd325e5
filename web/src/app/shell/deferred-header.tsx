import { Box } from '@mantine/core';
import { lazy } from 'react';
import { DeferredMount } from '../../components/deferred-mount';
import type { CurrentUser } from '../../lib/permissions/current-user';
import { paths } from '../paths';

// The header's search, bell and hospital picker load just after the first paint; boxes of their
// size hold the space.
const GlobalSearch = lazy(async () => ({ default: (await import('../../features/search/components/global-search')).GlobalSearch }));
const NotificationsBell = lazy(async () => ({ default: (await import('../../features/notifications/components/notifications-bell')).NotificationsBell }));
const HeaderDivisionPicker = lazy(async () => ({ default: (await import('../layouts/header-division-picker')).HeaderDivisionPicker }));

export function DeferredHeaderSearch() {
  return (
    <DeferredMount placeholder={<Box w={{ base: 160, md: 320 }} h={36} />}>
      <GlobalSearch />
    </DeferredMount>
  );
}

export function DeferredHeaderNotifications() {
  return (
    <DeferredMount placeholder={<Box w={34} h={34} />}>
      <NotificationsBell viewAllPath={paths.notifications} />
    </DeferredMount>
  );
}

/** The hospital picker (a Select with its dropdown positioning) follows the first paint too. */
export function DeferredHeaderDivisionPicker({ user }: { user: CurrentUser }) {
  return (
    <DeferredMount placeholder={<Box w={{ base: 140, sm: 220 }} h={36} />}>
      <HeaderDivisionPicker user={user} />
    </DeferredMount>
  );
}
