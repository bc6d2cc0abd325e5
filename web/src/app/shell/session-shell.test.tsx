// A session dialog that cannot be drawn says its title, text and one action in plain elements: an
// error text the dialog cannot show (an object where the server's text was) left nothing on screen.
import { useQueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { currentUserQueryKey } from '../../features/auth/api/get-current-user';
import { useSessionStore } from '../../lib/session/session-store';
import { renderWithApi } from '../../testing/render-with-api';
import { plainDialogOf, SESSION_EXPIRED_TEXT, SessionShell } from './session-shell';

/** The shell as the layout has it: the user read before it is drawn. */
function Shell() {
  const queryClient = useQueryClient();
  const [ready] = useState(() => queryClient.setQueryData(currentUserQueryKey, { inactivity_timeout_sec: null } as never) !== undefined);
  return ready ? <SessionShell /> : null;
}

let consoleError: MockInstance;
beforeEach(() => { consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => {
  cleanup();
  useSessionStore.getState().reset();
  consoleError.mockRestore();
});

describe('SessionShell', () => {
  it('Something Went Wrong that cannot be drawn shows a plain dialog whose Close clears the errors', async () => {
    useSessionStore.setState({ errors: [{ message: 'Database is down' }] as unknown as string[] });
    renderWithApi(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Shell /> }])} />, {});

    const dialog = await screen.findByRole('alertdialog', { name: 'Something Went Wrong' });
    expect(dialog.textContent).toContain('The server reported an error.');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(useSessionStore.getState().errors).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('plainDialogOf', () => {
  const actions = { signInAgain: vi.fn(), stay: vi.fn(), close: vi.fn() };
  const none = { stillThere: false, expired: false, otherDevice: false, errors: [] };

  it('says the dialog that matters most, with its action', () => {
    expect(plainDialogOf(none, actions)).toBeNull();
    expect(plainDialogOf({ ...none, stillThere: true, errors: ['x'] }, actions)).toMatchObject({ title: 'Still There?', action: 'Stay Logged In', onAction: actions.stay });
    expect(plainDialogOf({ ...none, stillThere: true, otherDevice: true }, actions)).toMatchObject({ title: 'Signed In From Another Device', action: 'Sign-In Again' });
    expect(plainDialogOf({ ...none, expired: true, otherDevice: true }, actions)).toMatchObject({ title: 'Your session expired', message: SESSION_EXPIRED_TEXT, onAction: actions.signInAgain });
    expect(plainDialogOf({ ...none, errors: ['Database is down', 'Database is down'] }, actions)).toMatchObject({ message: 'Database is down', action: 'Close' });
  });
});
