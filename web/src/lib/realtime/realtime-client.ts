/** What the client reports; `connected` means the socket is up and every channel subscribed. */
export type RealtimeStatus = 'connecting' | 'subscribing' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

// The slice of pusher-js used here, so tests can hand in a fake at the socket boundary.
export interface ChannelLike {
  bind(event: string, callback: (data: unknown) => void): unknown;
  bind_global(callback: (event: string, data: unknown) => void): unknown;
}
export interface PusherLike {
  connection: { state: string; bind(event: 'state_change', callback: (change: { current: string }) => void): unknown };
  subscribe(channelName: string): ChannelLike;
  unsubscribe(channelName: string): void;
  disconnect(): void;
}
export type PusherFactory = () => PusherLike;

export interface RealtimeSession {
  channels: readonly string[];
  onEvent: (name: string, data: unknown, channel: string) => void;
  onStatus: (status: RealtimeStatus) => void;
  /**
   * Every channel subscribed, the first time (`first`) or again after a drop: events published
   * before were not heard, so what was loaded before may be out of date (a page's first reads race
   * its subscription by a few hundred ms; a drop may last minutes).
   */
  onSubscribed?: (first: boolean) => void;
}

/** Holds at most one connection: connecting again (StrictMode, a new user) replaces it. */
export function createRealtimeClient(loadPusher: () => Promise<PusherFactory>) {
  let close: (() => void) | undefined;
  return {
    connect(session: RealtimeSession): void {
      close?.();
      close = open(loadPusher, session);
    },
    disconnect(): void {
      close?.();
      close = undefined;
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

function open(loadPusher: () => Promise<PusherFactory>, session: RealtimeSession): () => void {
  let closed = false;
  let pusher: PusherLike | undefined;
  const report = (status: RealtimeStatus) => {
    if (!closed) session.onStatus(status);
  };
  report('connecting');
  loadPusher().then(
    (createPusher) => {
      if (closed) return;
      pusher = createPusher();
      watch(pusher, session, report, () => closed);
    },
    (error: unknown) => {
      console.error('Realtime client could not be loaded', error);
      report('failed');
    },
  );
  return () => {
    if (closed) return;
    session.onStatus('disconnected');
    closed = true;
    pusher?.disconnect();
  };
}

/**
 * A channel whose authorisation was refused (the server restarting, a fault) is asked for again,
 * later each time: it stayed deaf for the page's life, its logout, timer reset and device status
 * events lost, and nothing said so (session QA).
 */
const RETRY_MS = [2_000, 5_000, 15_000, 30_000];

function watch(pusher: PusherLike, session: RealtimeSession, report: (status: RealtimeStatus) => void, isClosed: () => boolean): void {
  const subscribed = new Set<string>();
  let up = false;
  let upBefore = false;
  const update = () => {
    const state = pusher.connection.state;
    const ready = state === 'connected' && subscribed.size === session.channels.length;
    if (ready && !up) session.onSubscribed?.(!upBefore);
    up = ready;
    upBefore ||= ready;
    if (state === 'connected') report(ready ? 'connected' : 'subscribing');
    else if (state === 'unavailable' || state === 'failed' || state === 'disconnected') report(state);
    else report('connecting');
  };
  pusher.connection.bind('state_change', ({ current }) => {
    // pusher-js subscribes every channel again after a reconnect.
    if (current !== 'connected') subscribed.clear();
    update();
  });
  const subscribeTo = (name: string, failures: number) => {
    const channel = pusher.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => {
      subscribed.add(name);
      update();
    });
    channel.bind('pusher:subscription_error', (error) => {
      console.error(`Realtime subscription to ${name} failed`, error);
      report('failed');
      setTimeout(() => {
        if (isClosed() || subscribed.has(name)) return;
        pusher.unsubscribe(name);
        subscribeTo(name, failures + 1);
      }, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
    });
    channel.bind_global((event, data) => {
      if (!event.startsWith('pusher:') && !event.startsWith('pusher_internal:')) session.onEvent(event, data, name);
    });
  };
  for (const name of session.channels) subscribeTo(name, 0);
}
