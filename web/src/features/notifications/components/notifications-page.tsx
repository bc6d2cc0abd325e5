import { Card, Group, Loader, Text, Title } from '@mantine/core';
import { useNotifications } from '../api/list-notifications';
import { ReloadButton } from './reload-button';
import { NotificationTabs } from './notification-tabs';

/** Every notification of the user, with the same Active and Archived tabs as the header panel. */
export function NotificationsPage() {
  const { data, isPending, isError, error, isFetching, refetch } = useNotifications();
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">Notifications</Title>
        <ReloadButton fetching={isFetching} onReload={() => void refetch()} />
      </Group>
      <Card withBorder padding={0}>
        {isPending ? (
          <Group justify="center" py="lg"><Loader size="sm" /></Group>
        ) : isError ? (
          <Text c="red" ta="center" py="lg">{error.message}</Text>
        ) : (
          <NotificationTabs notifications={data} />
        )}
      </Card>
    </>
  );
}
