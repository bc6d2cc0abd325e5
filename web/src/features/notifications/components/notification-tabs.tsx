import { Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Notification } from '../api/list-notifications';
import { notificationModes, notificationsIn, type NotificationMode } from '../utils/notification-modes';
import { NotificationList } from './notification-list';

interface NotificationTabsProps {
  notifications: Notification[];
  onOpen?: () => void;
  /** Wraps each list, e.g. in a scroll area inside the header panel. */
  frame?: (list: ReactNode) => ReactNode;
}

/** The Active and Archived tabs, shared by the header panel and the /notifications page. */
export function NotificationTabs({ notifications, onOpen, frame = (list) => list }: NotificationTabsProps) {
  const [mode, setMode] = useState<NotificationMode>('active');
  return (
    <Tabs value={mode} onChange={(value) => setMode(value === 'archived' ? 'archived' : 'active')}>
      <Tabs.List grow>
        {notificationModes.map(({ mode: value, label }) => (
          <Tabs.Tab key={value} value={value}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {notificationModes.map(({ mode: value }) => (
        <Tabs.Panel key={value} value={value}>
          {frame(<NotificationList notifications={notificationsIn(notifications, value)} mode={value} onOpen={onOpen} />)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
