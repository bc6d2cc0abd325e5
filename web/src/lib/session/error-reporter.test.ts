import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { RequestCancelledError, RequestTimeoutError } from '../api/request-errors';
import { emitRequestEvent } from '../api/request-events';
import { failureText, watchFailedCalls } from './error-reporter';
import { UNKNOWN_NETWORK_ERROR } from './session-store';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function watched() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const report = vi.fn();
  stops.push(watchFailedCalls(queryClient, report));
  return { queryClient, report };
}

describe('failureText', () => {
  it("shows the server's error text, or the unknown network error without one", () => {
    expect(failureText(new ApiError(500, { error: 'Database is down' }))).toBe('Database is down');
    expect(failureText(new ApiError(502, undefined))).toBe(UNKNOWN_NETWORK_ERROR);
    expect(failureText(new RequestTimeoutError('/api/v1/menu_sets'))).toBe(UNKNOWN_NETWORK_ERROR);
  });

  it('stays quiet where another rule speaks: sign-in, inactivity time-out, cancelled calls', () => {
    expect(failureText(new ApiError(401, { error: 'Unauthorized' }))).toBeNull();
    expect(failureText(new ApiError(403, { error: 'x', type: 'UserAuthenticator::InactivityTimeout' }))).toBeNull();
    expect(failureText(new RequestCancelledError())).toBeNull();
  });
});

describe('watchFailedCalls', () => {
  it('reports failed queries unless they handle errors themselves', async () => {
    const { queryClient, report } = watched();
    const fail = async () => Promise.reject(new ApiError(500, { error: 'Database is down' }));

    await queryClient.fetchQuery({ queryKey: ['a'], queryFn: fail }).catch(() => {});
    await queryClient.fetchQuery({ queryKey: ['b'], queryFn: fail, meta: { handlesErrors: true } }).catch(() => {});

    expect(report).toHaveBeenCalledExactlyOnceWith('Database is down');
  });

  it("leaves a query's 4xx with a reason to its page, but reports an empty one", async () => {
    const { queryClient, report } = watched();

    await queryClient.fetchQuery({ queryKey: ['d'], queryFn: async () => Promise.reject(new ApiError(404, { error: 'Not found' })) }).catch(() => {});
    await queryClient.fetchQuery({ queryKey: ['e'], queryFn: async () => Promise.reject(new ApiError(404, undefined)) }).catch(() => {});

    expect(report).toHaveBeenCalledExactlyOnceWith(UNKNOWN_NETWORK_ERROR);
  });

  it('reports failed mutations without their own onError', async () => {
    const { queryClient, report } = watched();
    const mutationFn = async () => Promise.reject(new ApiError(422, { error: 'Name is taken' }));

    await queryClient.getMutationCache().build(queryClient, { mutationFn }).execute(undefined).catch(() => {});
    await queryClient.getMutationCache().build(queryClient, { mutationFn, onError: () => {} }).execute(undefined).catch(() => {});

    expect(report).toHaveBeenCalledExactlyOnceWith('Name is taken');
  });

  it('reports network failures from the API client at once, and query failures of them only there', async () => {
    const { queryClient, report } = watched();
    const timeout = new RequestTimeoutError('/api/v1/menu_sets');

    emitRequestEvent('networkError', timeout);
    await queryClient.fetchQuery({ queryKey: ['c'], queryFn: async () => Promise.reject(timeout) }).catch(() => {});

    expect(report).toHaveBeenCalledExactlyOnceWith(UNKNOWN_NETWORK_ERROR);
  });
});
