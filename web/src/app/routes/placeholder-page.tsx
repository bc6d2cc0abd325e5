import { Text } from '@mantine/core';
import { PageHeader } from './page-header';
import { useRouteHandle } from './use-route-handle';

/**
 * Pages the spec names but does not describe: the route, its title and breadcrumbs exist, so
 * menus and links land on a real page rather than a blank screen or a 404.
 */
export function Component() {
  const handle = useRouteHandle();
  return (
    <>
      <PageHeader title={handle?.title ?? 'Page not found'} breadcrumbs={handle?.breadcrumbs ?? []} />
      <Text c="dimmed" size="sm">
        This page has no content yet.
      </Text>
    </>
  );
}
