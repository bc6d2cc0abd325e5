import { Text } from '@mantine/core';
import { PageTitle } from './page-title';

/** What a page shows to a user whose role lacks its permission: nothing of the page's data. */
export function NoPermission() {
  return (
    <>
      <PageTitle>No Permission</PageTitle>
      <Text size="sm" data-testid="no-permission">
        You do not have permission to view this page. Ask an administrator if you need access.
      </Text>
    </>
  );
}
