// The `control` data channel the device opens with its offer (openapi/device-control.yaml).
import type { components } from '@bedside/openapi/device-control';

export type ControlCommand = components['schemas']['ControlCommand'];
export type ControlAck = components['schemas']['ControlAck'];
export type ControlReply = components['schemas']['ControlReply'];
export type PtzPosition = components['schemas']['PtzPosition'];
/** A command as the UI writes it: the channel chooses the id. */
export type ControlCommandInput = ControlCommand extends infer C ? (C extends ControlCommand ? Omit<C, 'id'> : never) : never;

export const CONTROL_CHANNEL_LABEL = 'control';
export const CONTROL_ACK_TIMEOUT_MS = 5_000;

/** The slice of RTCDataChannel used here, so tests hand in a fake. */
export type DataChannelLike = Pick<RTCDataChannel, 'readyState' | 'send' | 'addEventListener' | 'removeEventListener'>;

interface TimerEnv {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

interface Pending {
  resolve(ack: ControlAck): void;
  reject(error: Error): void;
  timer: unknown;
}

export class ControlChannel {
  private nextId = 1;
  private readonly pending = new Map<string, Pending>();
  private readonly stateListeners = new Set<(ptz: PtzPosition, moving: boolean) => void>();
  private lastPosition: PtzPosition | null = null;

  constructor(
    private readonly channel: DataChannelLike,
    private readonly env: TimerEnv = {
      setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
      clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
    },
    private readonly ackTimeoutMs = CONTROL_ACK_TIMEOUT_MS,
  ) {
    channel.addEventListener('message', this.onMessage);
    channel.addEventListener('close', this.onClose);
  }

  get open(): boolean {
    return this.channel.readyState === 'open';
  }

  /** The camera position from the last ack or state message. */
  get position(): PtzPosition | null {
    return this.lastPosition;
  }

  /**
   * Sends a command and resolves with its ack. Throws at once when the channel is not open
   * (spec section 4), so a button cannot silently do nothing; rejects when the device refuses
   * the command or does not answer in time.
   */
  send(command: ControlCommandInput): Promise<ControlAck> {
    if (!this.open) throw new Error('The device control channel is not open');
    const id = `cmd-${this.nextId++}`;
    const message = { ...command, id } as ControlCommand;
    const result = new Promise<ControlAck>((resolve, reject) => {
      const timer = this.env.setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`The device did not acknowledge ${command.type}`));
      }, this.ackTimeoutMs);
      this.pending.set(id, { resolve, reject, timer });
    });
    this.channel.send(JSON.stringify(message));
    return result;
  }

  onState(listener: (ptz: PtzPosition, moving: boolean) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Detaches from the channel and rejects what is still waiting for an ack. */
  dispose(): void {
    this.channel.removeEventListener('message', this.onMessage);
    this.channel.removeEventListener('close', this.onClose);
    this.rejectAll('The device control channel closed');
    this.stateListeners.clear();
  }

  private readonly onMessage = (event: Event) => {
    const reply = parseReply((event as MessageEvent).data);
    if (!reply) return;
    this.lastPosition = reply.ptz;
    if (reply.type === 'ptz_state') {
      for (const listener of this.stateListeners) listener(reply.ptz, reply.moving);
      return;
    }
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    this.env.clearTimeout(pending.timer);
    if (reply.ok) pending.resolve(reply);
    else pending.reject(new Error(reply.error || 'The device refused the command'));
  };

  private readonly onClose = () => this.rejectAll('The device control channel closed');

  private rejectAll(message: string): void {
    for (const pending of this.pending.values()) {
      this.env.clearTimeout(pending.timer);
      pending.reject(new Error(message));
    }
    this.pending.clear();
  }
}

function parseReply(data: unknown): ControlReply | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<ControlReply> | null;
    if (value?.type === 'ack' && typeof value.id === 'string' && value.ptz) return value as ControlReply;
    if (value?.type === 'ptz_state' && value.ptz) return value as ControlReply;
  } catch {
    // Not ours: the device only sends JSON replies.
  }
  return null;
}
