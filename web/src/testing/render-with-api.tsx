// Renders a component with a fake network (answers by "METHOD /path", the path without /api/v1)
// and the toasts; returns the calls made, so a test checks what was sent.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { initApiClient } from '../lib/api/client';

/** An answer, or a function of the request's body and address (a paged list reads its page). */
export type Answer = { status: number; body?: unknown } | ((body: unknown, url: URL) => { status: number; body?: unknown });
interface Call { method: string; path: string; body: unknown }

export function renderWithApi(ui: ReactNode, answers: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path, body });
    const found = answers[`${request.method} ${path}`] ?? { status: 500, body: { error: 'unexpected call' } };
    const answer = typeof found === 'function' ? found(body, new URL(request.url)) : found;
    return answer.status === 204 ? new Response(null, { status: 204 }) : Response.json(answer.body ?? {}, { status: answer.status });
  });
  initApiClient({ baseUrl: 'http://bedside.test/api/v1', fetch, onUnauthorized: vi.fn() });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return calls;
}
