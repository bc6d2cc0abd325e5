import { Box } from '@mantine/core';
import { lazy } from 'react';
import { DeferredMount } from '../../components/deferred-mount';
import type { CurrentUser } from '../../lib/permissions/current-user';

// The header's search, bell and hospital picker load just after the first paint; boxes of their
// size hold the space.
const HeaderSearch = lazy(async () => ({ default: (await import('./header-search')).HeaderSearch }));
const HeaderNotifications = lazy(async () => ({ default: (await import('./header-notifications')).HeaderNotifications }));
const HeaderDivisionPicker = lazy(async () => ({ default: (await import('../layouts/header-division-picker')).HeaderDivisionPicker }));

export function DeferredHeaderSearch() {
  return (
    <DeferredMount placeholder={<Box w={{ base: 160, md: 320 }} h={36} />}>
      <HeaderSearch />
    </DeferredMount>
  );
}

export function DeferredHeaderNotifications() {
  return (
    <DeferredMount placeholder={<Box w={34} h={34} />}>
      <HeaderNotifications />
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
