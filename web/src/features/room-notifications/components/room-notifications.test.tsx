// A refused Video Visit on a room notification (live video §4): the server's reason shows on the
// snackbar. The room's camera offline leaves the request open, so the nurse keeps Video Visit and a
// Dismiss the server hears; a request taken by someone else offers only a local close.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, type Answer } from '../../../testing/render-with-api';
import type { VirtualRequest } from '../api/virtual-requests';
import { useSnackbarStore } from '../utils/snackbar-store';
import { RoomNotifications } from './room-notifications';

const request: VirtualRequest = {
  id: 7, type: 'eICU', kind: 'eicu', virtual_request_type_id: 1, priority: 'high', status: 'open',
  type_details: { notification_sound: 'eicu_request', sound_repeat_count: 3, video_reason_id: 6 },
  patient: { id: 2, name: 'Alma Sandoval' }, room: { name: 'N-302' }, division: { id: 1, name: 'North Tower' },
  assignee: null, created_at: '2026-11-25T16:00:00Z', updated_at: '2026-11-25T16:00:00Z',
};
const OFFLINE = 'The camera in N-302 (North 302 Camera) is offline: a video visit cannot connect. The request stays open';

function show(accept: Answer) {
  useSnackbarStore.getState().showRequest(request);
  const router = createMemoryRouter([
    { path: '/', element: <RoomNotifications /> },
    { path: '/patients/:id/overview/video-visit', element: <p>Video visit page</p> },
  ]);
  const calls = renderWithApi(<RouterProvider router={router} />, {
    'POST /virtual_requests/7/accept': accept,
    'POST /virtual_requests/7/dismiss': { status: 200, body: request },
  });
  return { calls, router, snackbar: () => screen.getByRole('alert', { name: 'eICU request' }) };
}

describe('RoomNotifications', () => {
  afterEach(() => {
    cleanup();
    useSnackbarStore.setState({ snackbars: [] });
    vi.restoreAllMocks();
  });

  it('the room’s camera offline: says so, stays on the page, keeps Video Visit, and Dismiss tells the server', async () => {
    const { calls, router, snackbar } = show({ status: 409, body: { error: OFFLINE, code: 'device_offline' } });
    fireEvent.click(within(snackbar()).getByRole('button', { name: 'Video Visit' }));
    expect(await within(snackbar()).findByText(OFFLINE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(within(snackbar()).getByRole('button', { name: 'Video Visit' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(snackbar()).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'eICU request' })).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /virtual_requests/7/dismiss');
  });

  it('taken by someone else: says who, offers no Video Visit, and Dismiss only closes the snackbar', async () => {
    const { calls, snackbar } = show({ status: 409, body: { error: 'Virtual request 7 was already accepted by Vera Anne Castellano', code: 'already_accepted' } });
    fireEvent.click(within(snackbar()).getByRole('button', { name: 'Video Visit' }));
    expect(await within(snackbar()).findByText(/already accepted by Vera Anne Castellano/)).toBeTruthy();
    expect(within(snackbar()).queryByRole('button', { name: 'Video Visit' })).toBeNull();
    fireEvent.click(within(snackbar()).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert', { name: 'eICU request' })).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).not.toContain('POST /virtual_requests/7/dismiss');
  });

  it('a request it cannot draw (no division in the answer) says one came, beside the others, and closes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const malformed = { ...request, id: 8, division: undefined } as unknown as VirtualRequest;
    useSnackbarStore.getState().showRequest(malformed);
    show({ status: 200, body: request });

    expect(screen.getByRole('alert', { name: 'eICU request' })).toBeTruthy();
    const failed = screen.getByRole('alert', { name: 'Room notification' });
    expect(failed.textContent).toBe('A room notification came in but could not be shown.');
    fireEvent.click(within(failed).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert', { name: 'Room notification' })).toBeNull();
    expect(screen.getByRole('alert', { name: 'eICU request' })).toBeTruthy();
  });
});
