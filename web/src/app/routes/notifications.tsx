import { NotificationsPage } from '../../features/notifications/components/notifications-page';

/** /notifications: the full notification list. */
export function Component() {
  return <NotificationsPage />;
}
