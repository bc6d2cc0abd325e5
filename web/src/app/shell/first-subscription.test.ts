import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { reloadReadWhileSubscribing } from './first-subscription';

type Monitor = { status: string };

/** A monitor list on screen whose reads answer with the server's state when asked; the first waits to be released. */
function monitorsOnScreen(client: QueryClient, key: string[], server: { status: string }) {
  const seen = { reads: 0, releaseFirst: () => {} };
  const queryFn = () => {
    seen.reads += 1;
    const answer = { status: server.status };
    if (seen.reads > 1) return Promise.resolve(answer);
    return new Promise<Monitor>((resolve) => { seen.releaseFirst = () => resolve(answer); });
  };
  const stop = new QueryObserver<Monitor>(client, { queryKey: key, queryFn }).subscribe(() => {});
  return { seen, stop };
}

describe('reloadReadWhileSubscribing', () => {
  it('reads again, once it has landed, a first read that was under way when the channels were subscribed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ['patient_monitors'];
    const server = { status: 'active' };
    // The page's first read is answered by the server, then the monitor stops (its event published
    // while the page was still subscribing, so never heard), then the answer arrives.
    const { seen, stop } = monitorsOnScreen(client, key, server);
    await vi.waitFor(() => expect(seen.reads).toBe(1));
    server.status = 'stopped';
    await reloadReadWhileSubscribing(client);
    seen.releaseFirst();

    await vi.waitFor(() => expect(client.getQueryData<Monitor>(key)).toEqual({ status: 'stopped' }));
    expect(seen.reads).toBe(2);
    stop();
  });

  it('reads again what had loaded, and leaves alone what loads after the subscription', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = { status: 'active' };
    const before = monitorsOnScreen(client, ['before'], server);
    await vi.waitFor(() => expect(before.seen.reads).toBe(1));
    before.seen.releaseFirst();
    await vi.waitFor(() => expect(client.getQueryData(['before'])).toEqual({ status: 'active' }));
    server.status = 'stopped';

    await reloadReadWhileSubscribing(client);
    const after = monitorsOnScreen(client, ['after'], server);
    await vi.waitFor(() => expect(after.seen.reads).toBe(1));
    after.seen.releaseFirst();

    await vi.waitFor(() => expect(client.getQueryData(['before'])).toEqual({ status: 'stopped' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([before.seen.reads, after.seen.reads]).toEqual([2, 1]);
    before.stop();
    after.stop();
  });
});
