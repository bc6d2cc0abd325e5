import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';

const baseUrl = 'http://bedside.test/api/v1';

function fakeFetch(status = 200, body: unknown = {}) {
  return vi.fn(async (_request: Request) => Response.json(body, { status }));
}

describe('createApiClient', () => {
  beforeEach(() => localStorage.clear());

  it('sends the bearer token, the Session-Id and division_id "*" by default', async () => {
    localStorage.setItem('AUTH_TOKEN', 'token-1');
    localStorage.setItem('SESSION_ID', 'session-1');
    const fetch = fakeFetch();
    const client = createApiClient({ baseUrl, fetch, onUnauthorized: vi.fn() });

    await client.GET('/menu_sets');

    const request = fetch.mock.calls[0]![0];
    expect(request.url).toBe(`${baseUrl}/menu_sets?division_id=*`);
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
    expect(request.headers.get('Session-Id')).toBe('session-1');
  });

  it('hands the call to fetch before returning, so no render queued meanwhile can hold it back', async () => {
    localStorage.setItem('AUTH_TOKEN', 'token-1');
    const fetch = fakeFetch();
    const client = createApiClient({ baseUrl, fetch, onUnauthorized: vi.fn() });
    let microtaskRan = false;
    queueMicrotask(() => { microtaskRan = true; });

    const pending = client.POST('/videos/join_monitoring', { body: { patient_monitor_id: 4 } });

    expect(fetch).toHaveBeenCalledOnce();
    expect(microtaskRan).toBe(false);
    expect(fetch.mock.calls[0]![0].headers.get('Authorization')).toBe('Bearer token-1');
    await pending;
  });

  it('serialises filters with brackets and keeps an explicit division_id', async () => {
    const fetch = fakeFetch(200, { results: [], metadata: { count: 0, per_page: 10, page: 1 } });
    const client = createApiClient({ baseUrl, fetch, onUnauthorized: vi.fn() });

    await client.GET('/video_devices', {
      params: { query: { division_id: '3', filters: { kind: ['fixed'] }, order_by: { field: 'status', direction: 'asc' } } },
    });

    expect(fetch.mock.calls[0]![0].url).toBe(
      `${baseUrl}/video_devices?division_id=3&filters[kind][]=fixed&order_by[field]=status&order_by[direction]=asc`,
    );
  });

  it('reports a 401', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl, fetch: fakeFetch(401, { error: 'Unauthorized' }), onUnauthorized });

    const { error } = await client.GET('/users/current');

    expect(error).toEqual({ error: 'Unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
