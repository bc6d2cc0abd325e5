import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaskedText } from '../../../components/masked-text';
import { initApiClient } from '../../../lib/api/client';
import { MaskPhiStatus, UNREADABLE_TEXT } from './mask-phi-status';
import { MaskPhiSwitch } from './mask-phi-switch';

type Answer = { status: number; body: unknown };

// Answers are taken in turn per call; the last one repeats.
function renderWith(answers: Record<string, Answer[]>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const key = `${request.method} ${path}`;
    calls.push({ method: request.method, path, body: request.method === 'PUT' ? await request.json() : undefined });
    const queue = answers[key] ?? [{ status: 500, body: { error: 'unexpected call' } }];
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    return Response.json(answer.body, { status: answer.status });
  });
  initApiClient({ baseUrl: 'http://bedside.test/api/v1', fetch, onUnauthorized: vi.fn() });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MaskPhiStatus />
        <MaskPhiSwitch />
        <p data-testid="name"><MaskedText value="Maria Santos" type="patient_name" /></p>
        <p data-testid="mrn"><MaskedText value="MRN4821937" type="mrn" /></p>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return calls;
}

const preference = 'GET /api/v1/user_preferences/mask_phi';
const saved = (enabled: boolean): Answer => ({ status: 200, body: { key: 'mask_phi', settings: { enabled } } });
const name = () => screen.getByTestId('name').textContent;
const mrn = () => screen.getByTestId('mrn').textContent;
const notice = () => screen.queryByRole('button', { name: UNREADABLE_TEXT });

describe('mask_phi preference', () => {
  afterEach(() => cleanup());

  it('masks from the first render, before the preference answers', async () => {
    const calls = renderWith({ [preference]: [saved(false)] });
    expect(name()).toBe('M***** S*****');
    expect(mrn()).toBe('*******937');
    expect(notice()).toBeNull();
    await waitFor(() => expect(name()).toBe('Maria Santos'));
    expect(calls).toHaveLength(1);
  });

  it('stays masked when the server says enabled', async () => {
    const calls = renderWith({ [preference]: [saved(true)] });
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect((screen.getByRole('switch', { name: /Mask PHI/ }) as HTMLInputElement).checked).toBe(true));
    expect(name()).toBe('M***** S*****');
  });

  it('reads a missing preference (404) as empty settings: not masked', async () => {
    renderWith({ [preference]: [{ status: 404, body: { error: 'No preference stored for mask_phi' } }] });
    expect(name()).toBe('M***** S*****');
    await waitFor(() => expect(name()).toBe('Maria Santos'));
  });

  it('stays masked when the preference call fails, says so, and tries again when asked', async () => {
    const calls = renderWith({ [preference]: [{ status: 500, body: { error: 'Database is down' } }, saved(false)] });
    await waitFor(() => expect(notice()).not.toBeNull());
    expect(name()).toBe('M***** S*****');
    expect(calls).toHaveLength(1);
    fireEvent.click(notice()!);
    await waitFor(() => expect(name()).toBe('Maria Santos'));
    expect(notice()).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('the switch applies at once and saves; a failed save is ignored', async () => {
    const calls = renderWith({
      [preference]: [{ status: 404, body: { error: 'none' } }],
      'PUT /api/v1/user_preferences/mask_phi': [{ status: 500, body: { error: 'Database is down' } }],
    });
    await waitFor(() => expect(name()).toBe('Maria Santos'));
    fireEvent.click(screen.getByRole('switch', { name: /Mask PHI/ }));
    await waitFor(() => expect(name()).toBe('M***** S*****'));
    await waitFor(() => expect(calls.at(-1)).toEqual({
      method: 'PUT', path: '/api/v1/user_preferences/mask_phi', body: { user_preference: { settings: { enabled: true } } },
    }));
    expect(name()).toBe('M***** S*****');
    expect(notice()).toBeNull();
  });
});
