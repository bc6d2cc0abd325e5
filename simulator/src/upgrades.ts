// Websocket upgrades on the simulator's one port: the Pusher protocol at /app/{key} and the
// device link at /device-link (which needs the device-link secret).
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { Services } from './services.ts';

export function registerUpgrades(app: FastifyInstance, services: Services): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1 << 20 });
  app.server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pusher = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (pusher?.[1]) {
      const key = decodeURIComponent(pusher[1]);
      wss.handleUpgrade(request, socket, head, (ws) => services.hub.accept(ws, key));
      return;
    }
    if (url.pathname === '/device-link') {
      if (request.headers.authorization !== `Bearer ${services.config.deviceLinkSecret}`) {
        socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => services.deviceLink.accept(ws));
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });
  app.addHook('onClose', async () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  });
}
