// The Pusher protocol v7 server side of the simulator: sockets, subscriptions with channel
// authentication, presence members, ping/pong, and fan-out of published events. soketi plays this
// part in compose. Every inbound frame is validated first (client-frames.ts).
import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';
import { admit } from './channel-auth.ts';
import { readClientFrame, type PresenceMember, type SubscribeData } from './client-frames.ts';

/** A socket's channels, each with the socket's presence member (null on other channels). */
interface Client { socket: WebSocket; socketId: string; channels: Map<string, PresenceMember | null> }

const ACTIVITY_TIMEOUT_S = 120;
/** The app subscribes to three channels; the bound keeps one socket from growing memory at will. */
const MAX_CHANNELS_PER_SOCKET = 100;
/** Pusher's "any other error" range: the frame is refused, the connection stays. */
const FRAME_REFUSED = 4300;

export class PusherHub {
  private channels = new Map<string, Set<Client>>();
  private clients = new Set<Client>();
  private downUntil = 0;

  constructor(private readonly key: string, private readonly secret: string) {}

  get connectionCount(): number {
    return this.clients.size;
  }

  /** Connections subscribed to a channel (a hospital's: its users' open apps). */
  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  accept(socket: WebSocket, appKey: string): void {
    if (Date.now() < this.downUntil) {
      // Pusher's 4100-4199: the client reconnects after a pause, not at once.
      send(socket, 'pusher:error', { code: 4100, message: 'The realtime server is restarting' });
      socket.close(4100, 'server restarting');
      return;
    }
    if (appKey !== this.key) {
      send(socket, 'pusher:error', { code: 4001, message: `App key ${appKey} not in this cluster` });
      socket.close(4001);
      return;
    }
    const client: Client = { socket, socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`, channels: new Map() };
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

  /**
   * Closes every connection, as a restart of the realtime server would (clients reconnect), and
   * refuses new ones for downMs: events published meanwhile reach nobody.
   */
  disconnectAll(downMs = 0): void {
    this.downUntil = Date.now() + downMs;
    for (const client of [...this.clients]) client.socket.close(4200, 'server restarting');
  }

  private onMessage(client: Client, raw: string): void {
    const frame = readClientFrame(raw);
    if (!frame.ok) {
      send(client.socket, 'pusher:error', { code: FRAME_REFUSED, message: frame.error });
      return;
    }
    const { command } = frame;
    switch (command.event) {
      case 'pusher:ping':
        send(client.socket, 'pusher:pong', {});
        return;
      case 'pusher:subscribe':
        this.subscribe(client, command.data);
        return;
      case 'pusher:unsubscribe':
        this.unsubscribe(client, command.data.channel);
        return;
      case 'ignored':
        return;
    }
  }

  private subscribe(client: Client, data: SubscribeData): void {
    const { channel } = data;
    if (!client.channels.has(channel) && client.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      subscriptionError(client, channel, { type: 'LimitReached', error: `A connection may subscribe to at most ${MAX_CHANNELS_PER_SOCKET} channels`, status: FRAME_REFUSED });
      return;
    }
    const admission = admit({ key: this.key, secret: this.secret }, client.socketId, data);
    if (!admission.ok) {
      subscriptionError(client, channel, { type: 'AuthError', error: admission.error, status: 401 });
      return;
    }
    const { member } = admission;
    const isNewMember = member !== null && !client.channels.has(channel) && !this.hasMember(channel, member.user_id, client);
    client.channels.set(channel, member);
    const subscribers = this.channels.get(channel) ?? new Set<Client>();
    subscribers.add(client);
    this.channels.set(channel, subscribers);
    const succeeded = member ? JSON.stringify({ presence: this.presenceOf(channel) }) : '{}';
    client.socket.send(JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: succeeded }));
    if (isNewMember) this.broadcast(channel, 'pusher_internal:member_added', JSON.stringify(member), client.socketId);
  }

  private unsubscribe(client: Client, channel: string): void {
    const member = client.channels.get(channel);
    client.channels.delete(channel);
    const subscribers = this.channels.get(channel);
    subscribers?.delete(client);
    if (subscribers?.size === 0) this.channels.delete(channel);
    if (member && !this.hasMember(channel, member.user_id)) {
      this.broadcast(channel, 'pusher_internal:member_removed', JSON.stringify({ user_id: member.user_id }));
    }
  }

  /** Whether another socket of the channel is the same presence user (one user, many tabs). */
  private hasMember(channel: string, userId: PresenceMember['user_id'], except?: Client): boolean {
    return [...this.channels.get(channel) ?? []].some((c) => c !== except && c.channels.get(channel)?.user_id === userId);
  }

  private presenceOf(channel: string): { ids: string[]; hash: Record<string, unknown>; count: number } {
    const hash: Record<string, unknown> = {};
    for (const client of this.channels.get(channel) ?? []) {
      const member = client.channels.get(channel);
      if (member) hash[String(member.user_id)] = member.user_info ?? null;
    }
    const ids = Object.keys(hash);
    return { ids, hash, count: ids.length };
  }

  private drop(client: Client): void {
    for (const channel of [...client.channels.keys()]) this.unsubscribe(client, channel);
    this.clients.delete(client);
  }
}

function send(socket: WebSocket, event: string, data: unknown): void {
  socket.send(JSON.stringify({ event, data }));
}

function subscriptionError(client: Client, channel: string, data: { type: string; error: string; status: number }): void {
  client.socket.send(JSON.stringify({ event: 'pusher:subscription_error', channel, data: JSON.stringify(data) }));
}
