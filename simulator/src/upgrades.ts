// Websocket upgrades on the simulator's one port: the Pusher protocol at /app/{key} and the
// device link at /device-link (which needs the device-link secret).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { WebSocket, WebSocketServer } from 'ws';
import type { Services } from './services.ts';

/**
 * ws calls a socket's listeners from the network's data callback, where a throw (or an 'error'
 * event nobody listens to) would be uncaught and end the process, and the whole stack with it.
 * Here it closes that one socket (1011, internal error) and is logged.
 */
function containedSocket(log: FastifyBaseLogger): typeof WebSocket {
  return class ContainedSocket extends WebSocket {
    override emit(event: string | symbol, ...args: unknown[]): boolean {
      try {
        return super.emit(event, ...args);
      } catch (error) {
        log.error({ err: error, event: String(event) }, 'websocket handler failed; the socket is closed');
        this.close(1011, 'internal error');
        return true;
      }
    }
  };
}

/** The upgrade's path, and the Pusher app key when it is /app/{key}; null for a target that is no URL path. */
function upgradeTarget(requestUrl: string | undefined): { pathname: string; appKey: string | null } | null {
  try {
    const { pathname } = new URL(requestUrl ?? '/', 'http://localhost');
    const pusher = /^\/app\/([^/]+)$/.exec(pathname);
    return { pathname, appKey: pusher?.[1] ? decodeURIComponent(pusher[1]) : null };
  } catch {
    return null;
  }
}

export function registerUpgrades(app: FastifyInstance, services: Services): void {
  const contained = containedSocket(app.log);
  // A Pusher client frame is a subscribe with its signature: the hub refuses one over 10 KB with a
  // reason; one over 64 KB closes the socket (1009) before it is even buffered.
  const pusherServer = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, WebSocket: contained });
  // Device-link frames carry SDP offers and the device lists of an emulator.
  const deviceLinkServer = new WebSocketServer({ noServer: true, maxPayload: 1 << 20, WebSocket: contained });
  const route = (target: { pathname: string; appKey: string | null }, request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (target.appKey !== null) {
      const key = target.appKey;
      pusherServer.handleUpgrade(request, socket, head, (ws) => services.hub.accept(ws, key));
      return;
    }
    if (target.pathname === '/device-link') {
      if (request.headers.authorization !== `Bearer ${services.config.deviceLinkSecret}`) {
        socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
        return;
      }
      deviceLinkServer.handleUpgrade(request, socket, head, (ws) => services.deviceLink.accept(ws));
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  };
  app.server.on('upgrade', (request, socket, head) => {
    // The upgrade listener runs outside Fastify: a throw here was uncaught and ended the process
    // (a request target of `/app/%E0%A4%A` or `http://[`, without signing in). A client that resets
    // before ws takes the socket must not either: Node leaves it without an 'error' listener.
    socket.on('error', (error) => app.log.debug({ err: error }, 'upgrade socket error'));
    const target = upgradeTarget(request.url);
    if (!target) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    try {
      route(target, request, socket, head);
    } catch (error) {
      app.log.error({ err: error }, 'websocket upgrade failed; the socket is closed');
      socket.destroy();
    }
  });
  app.addHook('onClose', async () => {
    for (const wss of [pusherServer, deviceLinkServer]) {
      for (const client of wss.clients) client.terminate();
      wss.close();
    }
  });
}
