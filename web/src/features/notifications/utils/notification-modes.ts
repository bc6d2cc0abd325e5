import type { Notification } from '../api/list-notifications';

export type NotificationMode = 'active' | 'archived';

export const notificationModes: readonly { mode: NotificationMode; label: string }[] = [
  { mode: 'active', label: 'Active' },
  { mode: 'archived', label: 'Archived' },
];

export function notificationsIn(list: readonly Notification[], mode: NotificationMode): Notification[] {
  return list.filter((n) => n.archived === (mode === 'archived'));
}

/** The bell's number: notifications not archived yet. */
export function activeCount(list: readonly Notification[]): number {
  return notificationsIn(list, 'active').length;
}

export function emptyText(mode: NotificationMode): string {
  return `No ${mode} notifications`;
}

/** The monitoring page of the notification's patient monitor, in the notification's division. */
export function notificationHref(notification: Notification): string | null {
  const monitorId = notification.related_to.patient_monitor_id;
  return monitorId === null ? null : `/patient-monitors/${monitorId}/monitoring?division_id=${notification.division_id}`;
}
