import { describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type ChannelLike, type PusherLike, type RealtimeStatus } from './realtime-client';

type Callback = (...args: never[]) => void;

class FakeChannel implements ChannelLike {
  handlers = new Map<string, Callback>();
  global: ((event: string, data: unknown) => void) | undefined;
  bind(event: string, callback: (data: unknown) => void) {
    this.handlers.set(event, callback);
  }
  bind_global(callback: (event: string, data: unknown) => void) {
    this.global = callback;
  }
  emit(event: string, data: unknown = {}) {
    (this.handlers.get(event) as ((data: unknown) => void) | undefined)?.(data);
    this.global?.(event, data);
  }
}

class FakePusher implements PusherLike {
  channels = new Map<string, FakeChannel>();
  onState: ((change: { current: string }) => void) | undefined;
  connection = {
    state: 'initialized',
    bind: (_event: 'state_change', callback: (change: { current: string }) => void) => {
      this.onState = callback;
    },
  };
  disconnect = vi.fn();
  subscribe(name: string) {
    const channel = new FakeChannel();
    this.channels.set(name, channel);
    return channel;
  }
  unsubscribe = vi.fn((name: string) => void this.channels.delete(name));
  setState(state: string) {
    this.connection.state = state;
    this.onState?.({ current: state });
  }
}

const channels = ['private-encrypted-user-1', 'private-encrypted-hospital-2', 'private-encrypted-hospital-nudge-2'];

async function connected() {
  const pusher = new FakePusher();
  const statuses: RealtimeStatus[] = [];
  const onEvent = vi.fn();
  const client = createRealtimeClient(async () => () => pusher);
  client.connect({ channels, onEvent, onStatus: (status) => statuses.push(status) });
  await vi.waitFor(() => expect(pusher.channels.size).toBe(3));
  return { pusher, statuses, onEvent, client };
}

describe('realtime client', () => {
  it('is connected once the socket is up and all three channels are subscribed', async () => {
    const { pusher, statuses } = await connected();

    pusher.setState('connected');
    for (const channel of pusher.channels.values()) channel.emit('pusher:subscription_succeeded');

    expect(statuses).toEqual(['connecting', 'subscribing', 'subscribing', 'subscribing', 'connected']);
  });

  it('passes application events on and keeps protocol events to itself', async () => {
    const { pusher, onEvent } = await connected();

    pusher.channels.get(channels[0]!)!.emit('pusher:subscription_succeeded');
    pusher.channels.get(channels[1]!)!.emit('user-updated', { user_id: 1 });

    expect(onEvent).toHaveBeenCalledExactlyOnceWith('user-updated', { user_id: 1 }, channels[1]);
  });

  it('reports each time every channel is subscribed: the first time (the page read while subscribing) and after a drop', async () => {
    const pusher = new FakePusher();
    const onSubscribed = vi.fn();
    const client = createRealtimeClient(async () => () => pusher);
    client.connect({ channels, onEvent: vi.fn(), onStatus: vi.fn(), onSubscribed });
    await vi.waitFor(() => expect(pusher.channels.size).toBe(3));
    const subscribeAll = () => {
      for (const channel of pusher.channels.values()) channel.emit('pusher:subscription_succeeded');
    };

    pusher.setState('connected');
    expect(onSubscribed).not.toHaveBeenCalled();
    subscribeAll();
    expect(onSubscribed).toHaveBeenCalledExactlyOnceWith(true);

    pusher.setState('connecting');
    pusher.setState('connected');
    expect(onSubscribed).toHaveBeenCalledOnce();
    subscribeAll();
    expect(onSubscribed).toHaveBeenCalledTimes(2);
    expect(onSubscribed).toHaveBeenLastCalledWith(false);
  });

  it('disconnects and reports nothing more after disconnect', async () => {
    const { pusher, statuses, client } = await connected();

    client.disconnect();
    pusher.setState('connected');

    expect(pusher.disconnect).toHaveBeenCalledOnce();
    expect(statuses.at(-1)).toBe('disconnected');
  });

  it('does not open a socket when disconnected before pusher-js loaded (StrictMode)', async () => {
    const factory = vi.fn(() => new FakePusher());
    const client = createRealtimeClient(async () => factory);

    client.connect({ channels, onEvent: vi.fn(), onStatus: vi.fn() });
    client.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(factory).not.toHaveBeenCalled();
  });

  it('asks again for a channel whose authorisation was refused, and reloads what was missed once it is subscribed', async () => {
    vi.useFakeTimers();
    try {
      const pusher = new FakePusher();
      const statuses: RealtimeStatus[] = [];
      const onSubscribed = vi.fn();
      const client = createRealtimeClient(async () => () => pusher);
      client.connect({ channels, onEvent: vi.fn(), onStatus: (status) => statuses.push(status), onSubscribed });
      await vi.waitFor(() => expect(pusher.channels.size).toBe(3));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      pusher.setState('connected');
      const [user, ...others] = channels;
      for (const name of others) pusher.channels.get(name)!.emit('pusher:subscription_succeeded');
      const refused = pusher.channels.get(user!)!;
      refused.emit('pusher:subscription_error', { status: 503 });
      expect(statuses.at(-1)).toBe('failed');
      expect(onSubscribed).not.toHaveBeenCalled();

      vi.advanceTimersByTime(2_000);
      expect(pusher.unsubscribe).toHaveBeenCalledWith(user);
      const again = pusher.channels.get(user!)!;
      expect(again).not.toBe(refused);
      again.emit('pusher:subscription_succeeded');
      expect(statuses.at(-1)).toBe('connected');
      expect(onSubscribed).toHaveBeenCalledExactlyOnceWith(true);
      client.disconnect();
    } finally {
      vi.useRealTimers();
    }
  });
});
