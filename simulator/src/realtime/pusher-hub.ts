// The Pusher protocol v7 server side of the simulator: sockets, subscriptions with channel
// authentication, ping/pong, and fan-out of published events. soketi plays this part in compose.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { WebSocket } from 'ws';

interface Client { socket: WebSocket; socketId: string; channels: Set<string> }
interface Inbound { event?: string; data?: { channel?: string; auth?: string }; channel?: string }

const ACTIVITY_TIMEOUT_S = 120;

export class PusherHub {
  private channels = new Map<string, Set<Client>>();
  private clients = new Set<Client>();

  constructor(private readonly key: string, private readonly secret: string) {}

  get connectionCount(): number {
    return this.clients.size;
  }

  accept(socket: WebSocket, appKey: string): void {
    if (appKey !== this.key) {
      send(socket, 'pusher:error', { code: 4001, message: `App key ${appKey} not in this cluster` });
      socket.close(4001);
      return;
    }
    const client: Client = { socket, socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`, channels: new Set() };
    this.clients.add(client);
    send(socket, 'pusher:connection_established', JSON.stringify({ socket_id: client.socketId, activity_timeout: ACTIVITY_TIMEOUT_S }));
    socket.on('message', (raw) => this.onMessage(client, raw.toString()));
    socket.on('close', () => this.drop(client));
    socket.on('error', () => this.drop(client));
  }

  /** Fans an event out to a channel's subscribers; `data` is already a string, as on the wire. */
  broadcast(channel: string, event: string, data: string, exceptSocketId?: string): number {
    const subscribers = this.channels.get(channel);
    if (!subscribers) return 0;
    const frame = JSON.stringify({ event, channel, data });
    let sent = 0;
    for (const client of subscribers) {
      if (client.socketId === exceptSocketId) continue;
      client.socket.send(frame);
      sent += 1;
    }
    return sent;
  }

  /** Closes every connection, as a restart of the realtime server would (clients reconnect). */
  disconnectAll(): void {
    for (const client of [...this.clients]) client.socket.close(4200, 'server restarting');
  }

  private onMessage(client: Client, raw: string): void {
    let message: Inbound;
    try {
      message = JSON.parse(raw) as Inbound;
    } catch {
      send(client.socket, 'pusher:error', { code: 4000, message: 'Frames must be JSON' });
      return;
    }
    const channel = message.data?.channel;
    switch (message.event) {
      case 'pusher:ping':
        send(client.socket, 'pusher:pong', {});
        return;
      case 'pusher:subscribe':
        if (channel) this.subscribe(client, channel, message.data?.auth);
        return;
      case 'pusher:unsubscribe':
        if (channel) this.unsubscribe(client, channel);
        return;
      default:
        // Client events are not part of this product; ignore rather than disconnect.
        return;
    }
  }

  private subscribe(client: Client, channel: string, auth: string | undefined): void {
    if (channel.startsWith('private-') && !this.validAuth(client.socketId, channel, auth)) {
      client.socket.send(JSON.stringify({ event: 'pusher:subscription_error', channel, data: JSON.stringify({ type: 'AuthError', error: 'Invalid signature', status: 401 }) }));
      return;
    }
    client.channels.add(channel);
    const set = this.channels.get(channel) ?? new Set<Client>();
    set.add(client);
    this.channels.set(channel, set);
    client.socket.send(JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' }));
  }

  private unsubscribe(client: Client, channel: string): void {
    client.channels.delete(channel);
    const set = this.channels.get(channel);
    set?.delete(client);
    if (set?.size === 0) this.channels.delete(channel);
  }

  private validAuth(socketId: string, channel: string, auth: string | undefined): boolean {
    const expected = `${this.key}:${createHmac('sha256', this.secret).update(`${socketId}:${channel}`).digest('hex')}`;
    return typeof auth === 'string' && auth.length === expected.length && timingSafeEqual(Buffer.from(auth), Buffer.from(expected));
  }

  private drop(client: Client): void {
    for (const channel of client.channels) this.unsubscribe(client, channel);
    this.clients.delete(client);
  }
}

function send(socket: WebSocket, event: string, data: unknown): void {
  socket.send(JSON.stringify({ event, data }));
}
