// A device's calls and media through /sim, asked of its emulator over the device link, so tests
// check what reached the device (audio, frames sent) rather than which calls ran; and media faults
// for scenarios (frozen or black video, packet loss, slow answer, refused join, dropped calls, Wi-Fi
// signal). The device's own state (PTZ, presets, volume, TV, knock, reboots) comes with its media.
import type { operations } from '@bedside/openapi/sim';
import { ApiError } from '../api-error.ts';
import type { HandlerMap } from '../contract/handlers.ts';
import type { DeviceMediaState } from '../device-link/device-calls.ts';
import { DeviceReplyError } from '../device-link/meetings.ts';
import type { Services } from '../services.ts';

async function fromDevice(services: Services, id: number, ask: () => Promise<DeviceMediaState>) {
  if (!services.store.devicesById.has(id)) throw new ApiError(404, `Device ${id} not found`, 'not_found');
  if (services.deviceLink.emulatorOf(id) === null) throw new ApiError(409, `Device ${id} has no emulator connected`, 'not_connected');
  try {
    const { type: _t, device_id: _d, query_id: _q, device, ...media } = await ask();
    // The device's own state (PTZ, volume, TV, reboots) sits beside its media, flat, for test readability.
    return { id, ...media, ...device };
  } catch (error) {
    if (!(error instanceof DeviceReplyError)) throw error;
    throw new ApiError(error.kind === 'timeout' ? 504 : 409, error.message, error.kind === 'timeout' ? 'device_timeout' : 'not_connected');
  }
}

export const deviceMediaHandlers: HandlerMap<operations, { services: Services }> = {
  simGetDeviceMedia: ({ services, params }) => fromDevice(services, params.id, () => services.deviceLink.calls.queryMedia(params.id)),
  simSetDeviceMediaFaults: ({ services, params, body, request }) => {
    const faults = {
      freeze: body.freeze ?? false, packet_loss: body.packet_loss ?? 0, answer_delay_ms: body.answer_delay_ms ?? 0, refuse_join: body.refuse_join ?? false,
      black: body.black ?? false, wifi_signal: body.wifi_signal ?? null,
    };
    request.log.info({ device: params.id, faults }, 'scenario: device media faults');
    return fromDevice(services, params.id, () => services.deviceLink.calls.setFaults(params.id, faults));
  },
  simDropDeviceCalls: ({ services, params, request }) => {
    request.log.info({ device: params.id }, 'scenario: device drops its calls');
    return fromDevice(services, params.id, () => services.deviceLink.calls.dropCalls(params.id));
  },
};
