// The HL7 v2 MLLP listener, the transport hospital interface engines send ADT over. Framing is
// mllp-framer.ts (one read may hold several frames, a frame may span reads), parsing @medplum/core's
// Hl7Message.parse. It owns the TCP server so that it binds the configured address and bounds what a
// peer can make it hold: a frame past MLLP_MAX_FRAME_BYTES closes the connection, and of
// MLLP_MAX_CONNECTIONS (limits) a silent one makes room for a new one. Messages apply one at a
// time, in arrival order, each answered with its own ACK.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Hl7Message } from '@medplum/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';
import { frame, FrameTooLarge, MllpFramer } from './mllp-framer.ts';
import { receive, receiveUnparseable } from './receive.ts';

export const MLLP_MAX_FRAME_BYTES = 1024 * 1024;

export interface MllpLimits {
  maxConnections: number;
  /**
   * At the limit, a new connection takes the place of the one that completed no message for longest,
   * if for this long: 64 connections opened and left silent refused every sender, the real feed
   * included, for as long as they stayed open; so did 64 sending a byte every 2 s (hostile-input
   * sweeps). A byte that ends no frame is no sign of a working sender.
   */
  evictSilentMs: number;
  /** A connection silent this long is closed; interface engines connect again when they next send. */
  idleMs: number;
}

export const MLLP_LIMITS: MllpLimits = { maxConnections: 64, evictSilentMs: 5_000, idleMs: 10 * 60_000 };

export class MllpListener {
  private server: Server | null = null;
  /** Each open connection and when it last completed a frame (or opened). */
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
    // A peer's reset is no message, and never the process's end.
    socket.on('error', () => socket.destroy());
    socket.setTimeout(this.limits.idleMs, () => socket.destroy());
    const framer = new MllpFramer(MLLP_MAX_FRAME_BYTES);
    socket.on('data', (chunk: Buffer) => {
      let frames: Buffer[];
      try {
        frames = framer.push(chunk);
      } catch (error) {
        if (!(error instanceof FrameTooLarge)) throw error;
        this.log.warn({ remote: socket.remoteAddress }, 'mllp: frame over the size limit, connection closed');
        socket.destroy();
        return;
      }
      if (frames.length) this.sockets.set(socket, Date.now());
      for (const content of frames) this.answer(socket, () => this.read(content.toString('utf8')));
    });
  }

  /** A frame's message applied, or refused AR when it is no HL7 message Hl7Message.parse can read. */
  private async read(text: string): Promise<Hl7Message> {
    let message: Hl7Message;
    try {
      message = Hl7Message.parse(text);
    } catch (error) {
      return receiveUnparseable(this.services, (error as Error).message);
    }
    return receive(this.services, message);
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

  private answer(socket: Socket, handle: () => Promise<Hl7Message>): void {
    const next = this.queue.then(handle).then((ack) => {
      if (!socket.destroyed) socket.write(frame(ack.toString()));
    }, (error: unknown) => {
      // A fault of ours, not the sender's: logged, the connection closed (the sender resends), the process kept.
      this.log.error({ err: error }, 'mllp: message not handled');
      socket.destroy();
    });
    this.queue = next;
  }
}
