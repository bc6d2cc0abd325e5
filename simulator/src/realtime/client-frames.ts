// Every frame a client sends is checked against the contract (openapi/realtime/events.yaml)
// before the hub acts on it: a frame of another shape is refused with a reason, never trusted
// (one `null` frame used to end the process).
import type { components } from '@bedside/openapi/realtime';
import { validateRealtime } from './realtime-contract.ts';

type Schemas = components['schemas'];
export type SubscribeData = Schemas['SubscribeData'];
export type PresenceMember = Schemas['PresenceMember'];

/** Pusher's limit on one client message; the websocket server closes on far larger frames. */
const MAX_FRAME_BYTES = 10 * 1024;

export type ClientCommand =
  | { event: 'pusher:subscribe'; data: SubscribeData }
  | { event: 'pusher:unsubscribe'; data: Schemas['UnsubscribeData'] }
  | { event: 'pusher:ping' }
  | { event: 'ignored' };

export type ReadFrame = { ok: true; command: ClientCommand } | { ok: false; error: string };

export function readClientFrame(text: string): ReadFrame {
  if (Buffer.byteLength(text) > MAX_FRAME_BYTES) return refuse(`A frame may have at most ${MAX_FRAME_BYTES} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse('A frame must be JSON');
  }
  const frame = validateRealtime<Schemas['ClientFrame']>('ClientFrame', value);
  if (!frame.ok) return refuse(`Not a Pusher frame: ${frame.error}`);
  switch (frame.value.event) {
    case 'pusher:subscribe': {
      const subscribe = validateRealtime<Schemas['SubscribeFrame']>('SubscribeFrame', value);
      return subscribe.ok ? accept({ event: 'pusher:subscribe', data: subscribe.value.data }) : refuse(`Invalid pusher:subscribe: ${subscribe.error}`);
    }
    case 'pusher:unsubscribe': {
      const unsubscribe = validateRealtime<Schemas['UnsubscribeFrame']>('UnsubscribeFrame', value);
      return unsubscribe.ok ? accept({ event: 'pusher:unsubscribe', data: unsubscribe.value.data }) : refuse(`Invalid pusher:unsubscribe: ${unsubscribe.error}`);
    }
    case 'pusher:ping':
      return accept({ event: 'pusher:ping' });
    default:
      // Client events and pusher:pong: not part of this product, ignored rather than refused.
      return accept({ event: 'ignored' });
  }
}

/** The member a presence subscription's channel_data names, or null when it names none. */
export function readPresenceMember(channelData: string): PresenceMember | null {
  try {
    const member = validateRealtime<PresenceMember>('PresenceMember', JSON.parse(channelData));
    return member.ok ? member.value : null;
  } catch {
    return null;
  }
}

const accept = (command: ClientCommand): ReadFrame => ({ ok: true, command });
const refuse = (error: string): ReadFrame => ({ ok: false, error });
