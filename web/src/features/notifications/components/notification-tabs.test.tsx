import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../api/list-notifications';
import { NotificationTabs } from './notification-tabs';

const now = Date.parse('2026-11-01T12:00:00Z');
const notification: Notification = {
  id: 1, message: 'Fall risk alert in room N-502', archived: false, created_at: new Date(now - 30_000).toISOString(),
  division_id: 1, related_to: { patient_monitor_id: 12 },
};

function renderTabs(list: Notification[]) {
  const router = createMemoryRouter([
    { path: '/', element: <NotificationTabs notifications={list} /> },
    { path: '/patient-monitors/:id/monitoring', element: <p>Monitoring page</p> },
  ]);
  render(<MantineProvider><RouterProvider router={router} /></MantineProvider>);
  return router;
}

describe('NotificationTabs', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('refreshes relative times every minute', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(now);
    renderTabs([notification]);
    expect(screen.getByText('just now')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('1 minute ago')).toBeTruthy();
  });

  it("shows 'No archived notifications' on an empty tab and opens the monitor from a notification", async () => {
    const router = renderTabs([notification]);
    fireEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(await screen.findByText('No archived notifications')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Active' }));
    fireEvent.click(await screen.findByText('Fall risk alert in room N-502'));
    expect(await screen.findByText('Monitoring page')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/patient-monitors/12/monitoring?division_id=1');
  });
});
