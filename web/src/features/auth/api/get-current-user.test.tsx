// The current user answered in another shape on a reload (user-updated): the user last read stays,
// so the shell and a running video visit go on; at sign-in the read fails with a plain text.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnreadableAnswerError } from '../../../lib/api/answer-shape';
import { renderWithApi, type Answer } from '../../../testing/render-with-api';
import { currentUserQueryKey, getCurrentUser, useCurrentUser } from './get-current-user';

const nora = {
  id: 7, name: 'Nora Lindqvist', role: { id: 4 }, hospital: { id: 1 }, divisions: [], permissions: [], staff_types: [], virtual_request_types: [], enabled_flags: [],
};

const shell: { client?: QueryClient } = {};

function Shell() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    shell.client = queryClient;
  });
  return <p>{user.name}</p>;
}

function show(answers: unknown[], ui = <Suspense fallback="loading"><Shell /></Suspense>) {
  const answer: Answer = () => ({ status: 200, body: answers.shift() });
  return renderWithApi(ui, { 'GET /users/current': answer });
}

afterEach(cleanup);

describe('the current user', () => {
  it('a reload answered in another shape keeps the user last read', async () => {
    const calls = show([nora, { data: null }]);
    expect(await screen.findByText('Nora Lindqvist')).toBeTruthy();

    const client = shell.client!;
    // user-updated
    await client.invalidateQueries({ queryKey: currentUserQueryKey });

    await vi.waitFor(() => expect(client.getQueryState(currentUserQueryKey)?.status).toBe('error'));
    expect(client.getQueryState(currentUserQueryKey)?.error).toBeInstanceOf(UnreadableAnswerError);
    expect(calls.filter((call) => call.path === '/users/current')).toHaveLength(2);
    expect(screen.getByText('Nora Lindqvist')).toBeTruthy();
  });

  it('an answer without the role, the hospital or the lists the shell reads is not taken', async () => {
    show([{ ...nora, role: null }, { ...nora, permissions: { results: [] } }, nora], <p>no shell</p>);
    await expect(getCurrentUser()).rejects.toBeInstanceOf(UnreadableAnswerError);
    await expect(getCurrentUser()).rejects.toThrow('Your account details could not be read. Please reload the page; if it happens again, tell your administrator.');
    await expect(getCurrentUser()).resolves.toMatchObject({ name: 'Nora Lindqvist' });
  });
});
