// Publishes realtime events only through the official Pusher SDK, so pointing host/port/key at
// soketi (docker compose) or at the simulator's own Pusher server changes nothing else.
import Pusher from 'pusher';
import type { EventMap, EventName } from './channels.ts';

export interface RealtimeConfig {
  appId: string;
  key: string;
  secret: string;
  host: string;
  port: number;
  useTLS: boolean;
  /** 32 bytes, base64: the master key private-encrypted channel secrets derive from */
  encryptionMasterKeyBase64: string;
}

export class Publisher {
  readonly pusher: Pusher;

  constructor(readonly config: RealtimeConfig) {
    this.pusher = new Pusher({
      appId: config.appId,
      key: config.key,
      secret: config.secret,
      host: config.host,
      port: String(config.port),
      useTLS: config.useTLS,
      encryptionMasterKeyBase64: config.encryptionMasterKeyBase64,
      timeout: 5000,
    });
  }

  async publish<E extends EventName>(channel: string, event: E, data: EventMap[E]): Promise<void> {
    await this.pusher.trigger(channel, event, data);
  }

  /** For events that arrive untyped (scenario API, client triggers); validated by the contract. */
  async publishRaw(channel: string, event: string, data: Record<string, unknown>): Promise<void> {
    await this.pusher.trigger(channel, event, data);
  }

  authorize(socketId: string, channel: string): { auth: string; shared_secret?: string; channel_data?: string } {
    return this.pusher.authorizeChannel(socketId, channel);
  }
}
