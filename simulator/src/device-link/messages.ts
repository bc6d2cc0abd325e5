// Device-link frames are validated against the device-link contract on arrival.
import type { components } from '@bedside/openapi/device-link';
import { contractValidator } from '@bedside/openapi/validator';

const validate = contractValidator('device-link');

export type DeviceMessage = components['schemas']['DeviceMessage'];

export function parseDeviceMessage(raw: string): { ok: true; message: DeviceMessage } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'frame is not JSON' };
  }
  const result = validate<DeviceMessage>('DeviceMessage', value);
  return result.ok ? { ok: true, message: result.value } : result;
}
