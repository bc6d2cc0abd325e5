// The HL7 v2 MLLP listener, the transport hospital interface engines send ADT over. Framing and
// parsing are @medplum/hl7's (Hl7Connection on each socket, Hl7Message.parse); this owns the TCP
// server so that it binds the configured address (the library's own server binds every address)
// and bounds what a peer can make it hold: a frame past MLLP_MAX_FRAME_BYTES closes the connection,
// and of MLLP_MAX_CONNECTIONS (limits) a silent one makes room for a new one. Messages apply one at
// a time, in arrival order.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { OperationOutcomeError, type Hl7Message } from '@medplum/core';
import { Hl7Connection, type Hl7ErrorEvent, type Hl7MessageEvent } from '@medplum/hl7';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';
import { receive, receiveUnparseable } from './receive.ts';

export const MLLP_MAX_FRAME_BYTES = 1024 * 1024;

export interface MllpLimits {
  maxConnections: number;
  /**
   * At the limit, a new connection takes the place of the one silent longest, if it has been silent
   * this long: 64 connections opened and left silent refused every sender, the real feed included,
   * for as long as they stayed open (found by the hostile-input sweep).
   */
  evictSilentMs: number;
  /** A connection silent this long is closed; interface engines connect again when they next send. */
  idleMs: number;
}

export const MLLP_LIMITS: MllpLimits = { maxConnections: 64, evictSilentMs: 5_000, idleMs: 10 * 60_000 };
const FS = 0x1c;
const CR = 0x0d;

export class MllpListener {
  private server: Server | null = null;
  /** Each open connection and when it last sent a byte (or opened). */
  private readonly sockets = new Map<Socket, number>();
  /** The listener's bounds; a test shortens them. */
  limits: MllpLimits = { ...MLLP_LIMITS };
  private queue: Promise<unknown> = Promise.resolve();
  /** The port listened on once started (MLLP_PORT=0 takes a free one). */
  port: number | null = null;
  /** The address a client on this machine reaches it at. */
  host = '127.0.0.1';

  constructor(private readonly services: Services, private readonly log: FastifyBaseLogger) {}

  async start(port: number, host: string): Promise<number> {
    const server = createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', (error) => this.log.error({ err: error }, 'mllp: listener error'));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    this.host = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    return this.port;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets.keys()) socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private accept(socket: Socket): void {
    if (!this.makeRoom()) {
      socket.destroy();
      return;
    }
    this.sockets.set(socket, Date.now());
    socket.once('close', () => this.sockets.delete(socket));
    socket.setTimeout(this.limits.idleMs, () => socket.destroy());
    const connection = new Hl7Connection(socket);
    // The library buffers until a frame ends; a peer that never ends one is cut off at the limit.
    let pending = 0;
    socket.on('data', (chunk: Buffer) => {
      this.sockets.set(socket, Date.now());
      pending = chunk.at(-2) === FS && chunk.at(-1) === CR ? 0 : pending + chunk.length;
      if (pending > MLLP_MAX_FRAME_BYTES) {
        this.log.warn({ remote: socket.remoteAddress }, 'mllp: frame over the size limit, connection closed');
        socket.destroy();
      }
    });
    connection.addEventListener('message', (event: Hl7MessageEvent) => this.answer(connection, () => receive(this.services, event.message)));
    connection.addEventListener('error', (event: Hl7ErrorEvent) => {
      const { error } = event;
      // A socket's own failure (code ECONNRESET…) or the library's note of an ACK nobody awaited is
      // no message; anything else is a frame Hl7Message.parse could not read, answered AR. The
      // connection then closes: the library keeps an unreadable frame's bytes in front of the next.
      if ('code' in error || error instanceof OperationOutcomeError) return;
      this.answer(connection, async () => receiveUnparseable(this.services, error.message), true);
    });
  }

  /** Below the limit, or a connection silent long enough closed to make room; false: the new one is refused. */
  private makeRoom(): boolean {
    if (this.sockets.size < this.limits.maxConnections) return true;
    let quietest: [Socket, number] | null = null;
    for (const entry of this.sockets) if (!quietest || entry[1] < quietest[1]) quietest = entry;
    if (!quietest || Date.now() - quietest[1] < this.limits.evictSilentMs) return false;
    this.log.warn({ remote: quietest[0].remoteAddress }, 'mllp: at the connection limit, the connection silent longest closed for a new one');
    this.sockets.delete(quietest[0]);
    quietest[0].destroy();
    return true;
  }

  private answer(connection: Hl7Connection, handle: () => Promise<Hl7Message>, thenClose = false): void {
    const next = this.queue.then(handle).then((ack) => {
      if (connection.isClosed() || connection.socket.destroyed) return;
      connection.send(ack);
      if (thenClose) connection.socket.end();
    }, (error: unknown) => {
      // A fault of ours, not the sender's: logged, the connection closed (the sender resends), the process kept.
      this.log.error({ err: error }, 'mllp: message not handled');
      connection.socket.destroy();
    });
    this.queue = next;
  }
}
