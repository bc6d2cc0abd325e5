/** What one tab tells the others of the same browser (they share the token and Session-Id). */
export type TabMessage = { type: 'activity' } | { type: 'stay' } | { type: 'logout' };

export interface TabSync {
  post(message: TabMessage): void;
  close(): void;
}

const CHANNEL = 'bedside-session';

export function isTabMessage(value: unknown): value is TabMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'activity' || type === 'stay' || type === 'logout';
}

/** BroadcastChannel between tabs; a no-op where the browser has none. */
export function openTabSync(onMessage: (message: TabMessage) => void): TabSync {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, close: () => {} };
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isTabMessage(event.data)) onMessage(event.data);
  };
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}
