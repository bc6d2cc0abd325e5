// Messages on the `control` data channel, validated against openapi/device-control.yaml on
// arrival. A message that is not a valid command is still answered (ok false), never thrown.
import type { components } from '@bedside/openapi/device-control';
import { contractValidator } from '@bedside/openapi/validator';

type Schemas = components['schemas'];
export type ControlCommand = Schemas['ControlCommand'];
export type ControlReply = Schemas['ControlReply'];
export type ControlAck = Schemas['ControlAck'];
export type RenegotiateAnswer = Schemas['RenegotiateAnswer'];

const validate = contractValidator('device-control');

export type ParsedControl = { ok: true; command: ControlCommand } | { ok: false; id: string; error: string };

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
  // Ajv's discriminator lets a non-object (null, a number) through the oneOf: refuse it here.
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, id: '', error: 'Invalid command: not an object' };
  const result = validate<ControlCommand>('ControlCommand', value);
  return result.ok ? { ok: true, command: result.value } : { ok: false, id: readableId(value), error: `Invalid command: ${result.error}` };
}
