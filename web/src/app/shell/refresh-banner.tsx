import { Alert, Button, Group, Text } from '@mantine/core';
import { useRefreshBannerStore } from './refresh-banner-store';

export function RefreshBanner() {
  const { message, dismiss } = useRefreshBannerStore();
  if (!message) return null;
  return (
    <Alert color="yellow" variant="filled" mb="md" withCloseButton closeButtonLabel="Dismiss" onClose={dismiss}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="dark" onClick={() => window.location.reload()}>
          Refresh
        </Button>
      </Group>
    </Alert>
  );
}
