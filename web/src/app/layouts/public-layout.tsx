import { AppShell, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';

/** Pages for people who are not signed in: a header with only the logo. */
export function Component() {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md">
          <Logo />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
