import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MaskedText } from '../../../components/masked-text';
import { initApiClient } from '../../../lib/api/client';
import { useMaskPhiStore } from '../../../lib/preferences/mask-phi-store';
import { MaskPhiSwitch } from './mask-phi-switch';
import { MaskPhiSync } from './mask-phi-sync';

type Answer = { status: number; body: unknown };

function renderWith(answers: Record<string, Answer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    calls.push({ method: request.method, path, body: request.method === 'PUT' ? await request.json() : undefined });
    const answer = answers[`${request.method} ${path}`] ?? { status: 500, body: { error: 'unexpected call' } };
    return Response.json(answer.body, { status: answer.status });
  });
  initApiClient({ baseUrl: 'http://bedside.test/api/v1', fetch, onUnauthorized: vi.fn() });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MaskPhiSync />
        <MaskPhiSwitch />
        <p data-testid="name"><MaskedText value="Maria Santos" type="patient_name" /></p>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return calls;
}

const preference = 'GET /api/v1/user_preferences/mask_phi';
const name = () => screen.getByTestId('name').textContent;

describe('mask_phi preference', () => {
  beforeEach(() => {
    localStorage.clear();
    useMaskPhiStore.getState().setEnabled(false);
  });
  afterEach(() => cleanup());

  it('masks once the server says enabled, and keeps the MASK_PHI copy', async () => {
    renderWith({ [preference]: { status: 200, body: { key: 'mask_phi', settings: { enabled: true } } } });
    await waitFor(() => expect(name()).toBe('M***** S*****'));
    expect(localStorage.getItem('MASK_PHI')).toBe('true');
    expect((screen.getByRole('switch', { name: /Mask PHI/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('reads a missing preference (404) as empty settings: not masked', async () => {
    useMaskPhiStore.getState().setEnabled(true);
    renderWith({ [preference]: { status: 404, body: { error: 'No preference stored for mask_phi' } } });
    expect(name()).toBe('M***** S*****');
    await waitFor(() => expect(name()).toBe('Maria Santos'));
  });

  it('ignores a failed preference call and keeps the stored choice', async () => {
    useMaskPhiStore.getState().setEnabled(true);
    const calls = renderWith({ [preference]: { status: 500, body: { error: 'Database is down' } } });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(name()).toBe('M***** S*****');
  });

  it('the switch applies at once and saves; a failed save is ignored', async () => {
    const calls = renderWith({
      [preference]: { status: 404, body: { error: 'none' } },
      'PUT /api/v1/user_preferences/mask_phi': { status: 500, body: { error: 'Database is down' } },
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('switch', { name: /Mask PHI/ }));
    expect(name()).toBe('M***** S*****');
    await waitFor(() => expect(calls.at(-1)).toEqual({
      method: 'PUT', path: '/api/v1/user_preferences/mask_phi', body: { user_preference: { settings: { enabled: true } } },
    }));
    expect(name()).toBe('M***** S*****');
    expect(localStorage.getItem('MASK_PHI')).toBe('true');
  });
});
