import { describe, expect, it } from 'vitest';
import type { Notification } from '../api/list-notifications';
import { activeCount, emptyText, notificationHref, notificationsIn } from './notification-modes';

const notification = (id: number, archived: boolean, monitor: number | null = 40 + id): Notification => ({
  id, message: `Message ${id}`, archived, created_at: '2026-01-01T00:00:00Z', division_id: 2, related_to: { patient_monitor_id: monitor },
});

describe('notification modes', () => {
  const list = [notification(1, false), notification(2, true), notification(3, false)];

  it('counts only notifications that are not archived', () => {
    expect(activeCount(list)).toBe(2);
  });

  it('splits the list into the Active and Archived tabs', () => {
    expect(notificationsIn(list, 'active').map((n) => n.id)).toEqual([1, 3]);
    expect(notificationsIn(list, 'archived').map((n) => n.id)).toEqual([2]);
  });

  it('names the mode in the empty text', () => {
    expect(emptyText('active')).toBe('No active notifications');
    expect(emptyText('archived')).toBe('No archived notifications');
  });

  it('links to the monitoring page of the related monitor, if any', () => {
    expect(notificationHref(notification(1, false))).toBe('/patient-monitors/41/monitoring?division_id=2');
    expect(notificationHref(notification(5, false, null))).toBeNull();
  });
});
