// A request that takes too long to arrive is cut with a 408, so a body trickled a byte at a time
// cannot hold a connection forever; websockets (/app/{key}, /device-link) are not requests and stay.
import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { freePort, NURSE } from './helpers.ts';

describe('slow requests', () => {
  it('cut a body trickled a byte at a time with a 408, and leave websockets open', async () => {
    const port = await freePort();
    const base = loadConfig();
    const limits = { requestTimeout: 500, checkInterval: 100 };
    const slow = await buildApp({ devicesAwaitEmulator: false, webDist: null, port, realtime: { ...base.realtime, port } }, false, limits);
    await slow.app.listen({ port, host: '127.0.0.1' });
    const pusher = new WebSocket(`ws://127.0.0.1:${port}/app/${base.realtime.key}?protocol=7`);
    const link = new WebSocket(`ws://127.0.0.1:${port}/device-link`, { headers: { authorization: `Bearer ${slow.services.config.deviceLinkSecret}` } });
    try {
      await Promise.all([once(pusher, 'message'), once(link, 'open')]);
      const trickle = connect(port, '127.0.0.1');
      trickle.on('error', () => undefined);
      const { token } = slow.services.tokens.mint(slow.services.store.userByEmail(NURSE)?.id ?? 0);
      trickle.write(`PUT /api/v1/user_preferences/table HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`);
      const drip = setInterval(() => trickle.write(' '), 50);
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        trickle.on('data', (chunk: Buffer) => { text += chunk.toString(); });
        trickle.on('close', () => resolve(text));
        setTimeout(() => resolve(`still open after 4 s: ${text}`), 4000);
      });
      clearInterval(drip);
      trickle.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(2000);
      // Both websockets outlived several request timeouts and still answer.
      await new Promise((resolve) => setTimeout(resolve, 4 * limits.requestTimeout));
      pusher.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
      const [pong] = await once(pusher, 'message') as [Buffer];
      expect(JSON.parse(pong.toString())).toMatchObject({ event: 'pusher:pong' });
      expect(link.readyState).toBe(WebSocket.OPEN);
    } finally {
      pusher.close();
      link.close();
      await slow.app.close();
    }
  }, 15_000);
});
