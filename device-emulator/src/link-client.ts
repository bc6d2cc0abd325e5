// The emulator end of the device link: connects, says hello, and reconnects with backoff when the
// simulator goes away (as a bedside device would after a backend restart).
import type { components } from '@bedside/openapi/device-link';
import { contractValidator } from '@bedside/openapi/validator';
import WebSocket from 'ws';

type Schemas = components['schemas'];
export type BackendMessage = Schemas['BackendMessage'];
export type DeviceMessage = Schemas['DeviceMessage'];

export interface LinkOptions {
  url: string;
  secret: string;
  emulatorId: string;
  capacity: number;
  onMessage: (message: BackendMessage) => void;
  onDisconnect: () => void;
  log: (message: string) => void;
}

const validate = contractValidator('device-link');

export class LinkClient {
  private socket: WebSocket | null = null;
  private retryMs = 250;
  private stopped = false;

  constructor(private readonly options: LinkOptions) {}

  start(): void {
    const { url, secret, emulatorId, capacity, log } = this.options;
    const socket = new WebSocket(url, { headers: { authorization: `Bearer ${secret}` } });
    this.socket = socket;
    socket.on('open', () => {
      this.retryMs = 250;
      log(`connected to ${url}`);
      this.send({ type: 'hello', emulator_id: emulatorId, capacity });
    });
    socket.on('message', (raw) => this.receive(raw.toString()));
    socket.on('error', (error) => log(`link error: ${error.message}`));
    socket.on('close', () => {
      this.socket = null;
      this.options.onDisconnect();
      if (this.stopped) return;
      setTimeout(() => this.start(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 5000);
    });
  }

  send(message: DeviceMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }

  private receive(raw: string): void {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      this.options.log('ignored a frame that is not JSON');
      return;
    }
    const result = validate<BackendMessage>('BackendMessage', value);
    if (result.ok) this.options.onMessage(result.value);
    else this.options.log(`ignored an invalid frame: ${result.error}`);
  }
}
