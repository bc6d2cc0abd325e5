import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { RequestCancelledError, RequestTimeoutError } from './request-errors';
import { onRequestEvent } from './request-events';
import { openRequestGate } from './request-gate';

const baseUrl = 'http://bedside.test/api/v1';

function listen<K extends 'networkError' | 'sessionExpired' | 'response'>(event: K) {
  const listener = vi.fn();
  cleanups.push(onRequestEvent(event, listener));
  return listener;
}
const cleanups: (() => void)[] = [];

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  openRequestGate();
  vi.useRealTimers();
});

describe('API client guards', () => {
  it('times a call out after 15 s and reports it as a network error', async () => {
    vi.useFakeTimers();
    const networkError = listen('networkError');
    const fetch = vi.fn((request: Request) => new Promise<Response>((_resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const client = createApiClient({ baseUrl, fetch, onUnauthorized: vi.fn() });

    const call = client.GET('/menu_sets');
    const outcome = expect(call).rejects.toMatchObject({ code: 'ECONNABORTED' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(networkError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    await outcome;
    expect(networkError).toHaveBeenCalledExactlyOnceWith(expect.any(RequestTimeoutError));
  });

  it('on an inactivity time-out tells the session once and cancels every later call', async () => {
    const sessionExpired = listen('sessionExpired');
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () => Response.json({ error: 'Session timed out', type: 'UserAuthenticator::InactivityTimeout' }, { status: 401 }));
    const client = createApiClient({ baseUrl, fetch, onUnauthorized });

    await client.GET('/menu_sets');
    await expect(client.GET('/notifications')).rejects.toBeInstanceOf(RequestCancelledError);

    expect(fetch).toHaveBeenCalledOnce();
    expect(sessionExpired).toHaveBeenCalledOnce();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('treats a time-out code like the inactivity type', async () => {
    const sessionExpired = listen('sessionExpired');
    const fetch = vi.fn(async () => Response.json({ error: 'Timed out', code: 'session_timeout' }, { status: 440 }));
    const client = createApiClient({ baseUrl, fetch, onUnauthorized: vi.fn() });

    await client.GET('/menu_sets');

    expect(sessionExpired).toHaveBeenCalledOnce();
  });

  it('reports answered calls as responses and a failed connection as a network error', async () => {
    const response = listen('response');
    const networkError = listen('networkError');
    const ok = createApiClient({ baseUrl, fetch: async () => Response.json([]), onUnauthorized: vi.fn() });
    const down = createApiClient({ baseUrl, fetch: async () => Promise.reject(new TypeError('Failed to fetch')), onUnauthorized: vi.fn() });

    await ok.GET('/menu_sets');
    await expect(down.GET('/menu_sets')).rejects.toThrow('Failed to fetch');

    expect(response).toHaveBeenCalledOnce();
    expect(networkError).toHaveBeenCalledExactlyOnceWith(expect.any(TypeError));
  });
});

describe('request bodies', () => {
  it('pass through unchanged, buffered rather than streamed', async () => {
    const fetch = vi.fn(async (_request: Request) => Response.json({ channel: 'c', event: 'e' }));
    const client = createApiClient({ baseUrl, fetch, onUnauthorized: vi.fn() });

    await client.POST('/pusher/trigger_user', { body: { event: 'user-authenticated', data: { session_id: 's-1' } } });

    const sent = fetch.mock.calls[0]![0];
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(await sent.json()).toEqual({ event: 'user-authenticated', data: { session_id: 's-1' } });
  });
});
