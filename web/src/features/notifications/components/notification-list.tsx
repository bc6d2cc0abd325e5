import { Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format/date-format';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import { useNow } from '../../../lib/format/use-now';
import type { Notification } from '../api/list-notifications';
import { emptyText, notificationHref, type NotificationMode } from '../utils/notification-modes';

// Relative times ("5 minutes ago") are re-read every minute (spec, section 9).
const RELATIVE_TIME_REFRESH_MS = 60_000;

interface NotificationListProps {
  notifications: Notification[];
  mode: NotificationMode;
  /** Called after a notification opened its monitoring page (the panel closes). */
  onOpen?: () => void;
}

export function NotificationList({ notifications, mode, onOpen }: NotificationListProps) {
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  const settings = useDateFormatSettings();
  const navigate = useNavigate();
  if (notifications.length === 0) {
    return <Text size="sm" c="dimmed" ta="center" py="lg">{emptyText(mode)}</Text>;
  }
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${mode} notifications`}>
      {notifications.map((notification) => {
        const href = notificationHref(notification);
        return (
          <li key={notification.id}>
            <UnstyledButton
              w="100%"
              px="sm"
              py="xs"
              disabled={!href}
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              onClick={() => {
                if (!href) return;
                onOpen?.();
                void navigate(href);
              }}
            >
              <Text size="sm">{notification.message}</Text>
              <Tooltip label={formatDateTime(notification.created_at, settings)} openDelay={400}>
                <Text size="xs" c="dimmed" component="time" dateTime={notification.created_at}>
                  {formatRelativeTime(notification.created_at, now)}
                </Text>
              </Tooltip>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
