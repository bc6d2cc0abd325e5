// Messages on the `control` data channel, validated against openapi/device-control.yaml on
// arrival. A message that is not a valid command is still answered (ok false), never thrown.
import type { components } from '@bedside/openapi/device-control';
import { contractValidator } from '@bedside/openapi/validator';

type Schemas = components['schemas'];
export type ControlCommand = Schemas['ControlCommand'];
export type ControlReply = Schemas['ControlReply'];
export type ControlAck = Schemas['ControlAck'];
export type RenegotiateAnswer = Schemas['RenegotiateAnswer'];
export type VideoHold = Schemas['VideoHold'];
export type AudioHold = Schemas['AudioHold'];

// Compiled at the emulator's start, not at the first command of the first call (see contractValidator).
const validate = contractValidator('device-control', ['ControlCommand']);

type Refused = { ok: false; id: string; error: string };
type ParsedControl = { ok: true; command: ControlCommand } | Refused;
/** A parsed message for the camera: the call itself takes renegotiation answers and video and audio holds. */
export type CameraMessage = { ok: true; command: Exclude<ControlCommand, RenegotiateAnswer | VideoHold | AudioHold> } | Refused;

/** The id a broken message carries, when it has a readable one, so the browser can match the ack. */
function readableId(value: unknown): string {
  if (value === null || typeof value !== 'object' || !('id' in value)) return '';
  const { id } = value as { id: unknown };
  return typeof id === 'string' && id.length <= 64 ? id : '';
}

export function parseControl(raw: string | Buffer): ParsedControl {
  if (typeof raw !== 'string') return { ok: false, id: '', error: 'Invalid command: binary messages are not commands' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, id: '', error: 'Invalid command: not JSON' };
  }
  const result = validate<ControlCommand>('ControlCommand', value);
  return result.ok ? { ok: true, command: result.value } : { ok: false, id: readableId(value), error: `Invalid command: ${result.error}` };
}
