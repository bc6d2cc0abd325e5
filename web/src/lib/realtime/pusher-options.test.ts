import { describe, expect, it, vi } from 'vitest';
import { pusherOptions } from './pusher-options';

const realtime = { key: 'app-key', host: '', port: 0, forceTLS: false, cluster: 'mt1' };
const page = { hostname: 'localhost', port: '8080', protocol: 'http:' };

describe('pusherOptions', () => {
  it("uses the page's host and port when the config leaves them empty", () => {
    const authorize = vi.fn();

    expect(pusherOptions(realtime, page, authorize)).toEqual({
      cluster: 'mt1',
      wsHost: 'localhost',
      wsPort: 8080,
      wssPort: 8080,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      channelAuthorization: { customHandler: authorize },
    });
  });

  it('falls back to the default port of the page protocol', () => {
    expect(pusherOptions(realtime, { ...page, port: '', protocol: 'https:' }, vi.fn()).wssPort).toBe(443);
    expect(pusherOptions(realtime, { ...page, port: '' }, vi.fn()).wsPort).toBe(80);
  });

  it('prefers the configured host and port', () => {
    const options = pusherOptions({ ...realtime, host: 'ws.example', port: 6001, forceTLS: true }, page, vi.fn());

    expect(options).toMatchObject({ wsHost: 'ws.example', wsPort: 6001, wssPort: 6001, forceTLS: true });
  });
});
