import { Box } from '@mantine/core';
import { lazy } from 'react';
import { DeferredMount } from '../../components/deferred-mount';

// The header's search and bell load just after the first paint; boxes of their size hold the space.
const HeaderSearch = lazy(async () => ({ default: (await import('./header-search')).HeaderSearch }));
const HeaderNotifications = lazy(async () => ({ default: (await import('./header-notifications')).HeaderNotifications }));

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
