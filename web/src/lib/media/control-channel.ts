// The `control` data channel the device opens with its offer (openapi/device-control.yaml):
// camera commands with their acks, the camera position, and the device's renegotiation offers
// (its video paused or live again), answered through a handler the session registers.
import type { components } from '@bedside/openapi/device-control';
import { browserTimers, type TimerEnv } from './timer-env';

type ControlCommand = components['schemas']['ControlCommand'];
export type ControlAck = components['schemas']['ControlAck'];
type ControlReply = components['schemas']['ControlReply'];
export type PtzPosition = components['schemas']['PtzPosition'];
type RenegotiateAnswer = components['schemas']['RenegotiateAnswer'];
/** The camera commands (the renegotiation answer is the channel's own business). */
type PtzCommand = Exclude<ControlCommand, RenegotiateAnswer>;
/** A command as the UI writes it: the channel chooses the id. */
export type ControlCommandInput = PtzCommand extends infer C ? (C extends PtzCommand ? Omit<C, 'id'> : never) : never;
/** Applies the device's offer to the peer connection and gives the answer's sdp. */
export type RenegotiateHandler = (offerSdp: string) => Promise<string>;

export const CONTROL_CHANNEL_LABEL = 'control';
export const CONTROL_ACK_TIMEOUT_MS = 5_000;

/** The slice of RTCDataChannel used here, so tests hand in a fake. */
export type DataChannelLike = Pick<RTCDataChannel, 'readyState' | 'send' | 'addEventListener' | 'removeEventListener'>;

interface Pending {
  resolve(ack: ControlAck): void;
  reject(error: Error): void;
  timer: unknown;
}

export class ControlChannel {
  private nextId = 1;
  private readonly pending = new Map<string, Pending>();
  private readonly stateListeners = new Set<(ptz: PtzPosition) => void>();
  private lastPosition: PtzPosition | null = null;
  private renegotiateHandler: RenegotiateHandler | null = null;
  /** Offers are applied one after the other, in the order the device sent them. */
  private renegotiations: Promise<void> = Promise.resolve();

  constructor(
    private readonly channel: DataChannelLike,
    private readonly env: TimerEnv = browserTimers,
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
    return this.request(command);
  }

  onState(listener: (ptz: PtzPosition) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** The session answers the device's renegotiation offers through this (one handler). */
  onRenegotiate(handler: RenegotiateHandler): void {
    this.renegotiateHandler = handler;
  }

  /** Detaches from the channel and rejects what is still waiting for an ack. */
  dispose(): void {
    this.channel.removeEventListener('message', this.onMessage);
    this.channel.removeEventListener('close', this.onClose);
    this.rejectAll('The device control channel closed');
    this.stateListeners.clear();
    this.renegotiateHandler = null;
  }

  private request(command: ControlCommandInput | Omit<RenegotiateAnswer, 'id'>): Promise<ControlAck> {
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

  private readonly onMessage = (event: Event) => {
    const reply = parseReply((event as MessageEvent).data);
    if (!reply) return;
    if (reply.type === 'renegotiate') {
      const { sdp } = reply;
      this.renegotiations = this.renegotiations.then(() => this.answer(sdp));
      return;
    }
    this.lastPosition = reply.ptz;
    if (reply.type === 'ptz_state') {
      for (const listener of this.stateListeners) listener(reply.ptz);
      return;
    }
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    this.env.clearTimeout(pending.timer);
    if (reply.ok) pending.resolve(reply);
    else pending.reject(new Error(reply.error || 'The device refused the command'));
  };

  /**
   * Answers one offer. An offer the session cannot apply gets no answer: the device rolls it back
   * after its timeout, and a frozen picture is still caught by the decoded-frame watch.
   */
  private async answer(offerSdp: string): Promise<void> {
    const handler = this.renegotiateHandler;
    if (!handler) return;
    let answerSdp: string;
    try {
      answerSdp = await handler(offerSdp);
    } catch {
      return;
    }
    // Disposed meanwhile (the call ended or the device opened a new channel): nothing to answer.
    if (!this.open || !this.renegotiateHandler) return;
    // The ack only confirms the device took the answer; nothing waits on it.
    this.request({ type: 'renegotiate_answer', sdp: answerSdp }).catch(() => undefined);
  }

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
    if (value?.type === 'renegotiate' && typeof value.sdp === 'string' && value.sdp) return value as ControlReply;
  } catch {
    // Not ours: the device only sends JSON replies.
  }
  return null;
}
