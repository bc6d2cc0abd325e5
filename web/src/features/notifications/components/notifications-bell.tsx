import { ActionIcon, Anchor, Center, Group, Indicator, Loader, Popover, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { useNotifications } from '../api/list-notifications';
import { activeCount } from '../utils/notification-modes';
import { BellIcon } from './icons';
import { ReloadButton } from './reload-button';

// The panel's tabs load when the bell is first pointed at or focused (so usually before it opens: the
// panel's links do not move under the pointer as the tabs arrive); the header only needs the count.
const loadTabs = () => import('./notification-tabs');
const NotificationTabs = lazy(async () => ({ default: (await loadTabs()).NotificationTabs }));
const preloadTabs = () => void loadTabs();

/** The header bell: the number of active notifications, and a panel with both tabs. */
export function NotificationsBell({ viewAllPath }: { viewAllPath: string }) {
  const titleId = useId();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data = [], isError, isFetching, refetch } = useNotifications();
  const count = activeCount(data);
  return (
    // The indicator wraps the popover, so the popover's aria-expanded lands on the button itself.
    // The panel takes the focus and gives it back: it opened at the end of the page for the keyboard
    // (49 Tab presses away) and Esc on the bell did not close it (a11y QA).
    <Indicator label={count} size={16} disabled={count === 0} offset={4} color="red">
      <Popover opened={opened} onChange={(value) => (value ? undefined : close())} position="bottom-end" width={380} shadow="md" trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={toggle}
            onPointerEnter={preloadTabs}
            onFocus={preloadTabs}
            aria-label={`Notifications: ${count} active`}>
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} role="dialog" aria-labelledby={titleId}>
          <Group justify="space-between" px="sm" py="xs">
            <Text fw={600} id={titleId}>
              Notifications
            </Text>
            <ReloadButton fetching={isFetching} onReload={() => void refetch()} />
          </Group>
          {isError && data.length === 0 ? (
            <Text size="sm" c="red" ta="center" py="md">Notifications could not be loaded.</Text>
          ) : (
            <Suspense
              fallback={
                <Center h={120}>
                  <Loader size="sm" aria-label="Loading notifications" />
                </Center>
              }
            >
              <NotificationTabs
                notifications={data}
                onOpen={close}
                frame={(list) => <ScrollArea.Autosize mah={360}>{list}</ScrollArea.Autosize>}
              />
            </Suspense>
          )}
          <Group justify="center" py="xs">
            <Anchor component={Link} to={viewAllPath} size="sm" onClick={close}>
              View All
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
