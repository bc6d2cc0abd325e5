import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { rereadIfUnderWay } from './stale-reads';

type State = { curtain_closed: boolean };

describe('rereadIfUnderWay', () => {
  it('keeps a patch from being undone by a read answered before the change', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ['watch_states', 7];
    // The server's state: the first read is answered before the curtain closes, and arrives late.
    let closed = false;
    let answerFirst = () => {};
    let reads = 0;
    const queryFn = () => {
      reads += 1;
      const answer = { curtain_closed: closed };
      if (reads > 1) return Promise.resolve(answer);
      return new Promise<State>((resolve) => { answerFirst = () => resolve(answer); });
    };
    // On screen: an observer, as a component's useQuery.
    const stop = new QueryObserver<State>(client, { queryKey: key, queryFn }).subscribe(() => {});
    await vi.waitFor(() => expect(reads).toBe(1));

    closed = true;
    client.setQueryData<State>(key, { curtain_closed: true });
    rereadIfUnderWay(client, key);
    answerFirst();
    await vi.waitFor(() => expect(client.isFetching({ queryKey: key })).toBe(0));

    expect(client.getQueryData<State>(key)).toEqual({ curtain_closed: true });
    expect(reads).toBe(2);
    stop();
  });

  it('leaves a query on screen alone when no read is under way', async () => {
    const client = new QueryClient();
    const key = ['watch_states', 8];
    let reads = 0;
    const stop = new QueryObserver(client, { queryKey: key, queryFn: async () => { reads += 1; return { curtain_closed: false }; } }).subscribe(() => {});
    await vi.waitFor(() => expect(client.isFetching({ queryKey: key })).toBe(0));
    client.setQueryData(key, { curtain_closed: true });
    rereadIfUnderWay(client, key);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toBe(1);
    expect(client.getQueryData(key)).toEqual({ curtain_closed: true });
    stop();
  });
});
