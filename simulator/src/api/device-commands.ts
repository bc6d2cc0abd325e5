// Commands the live video overlay sends to a bedside device: volume, TV infrared and the two
// reboots (live video spec, sections 5 and 7). Each is checked here, then told to the device over
// the device link; a device no emulator holds answers 409 device_not_connected.
import { ApiError, badRequest } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Services } from '../services.ts';
import type { VideoDevice } from '../store/types.ts';
import { deviceForCaller, monitorForCaller, notConnected, ptzNotEnabled } from './device-access.ts';
import type { ApiHandlers } from './types.ts';
import { toContractDevice } from './video-device-contract.ts';

const sent = { ok: true } as const;

/** The reboot conditions of section 5 that the server can check, each with its own answer. */
function rebootableDevice(auth: AuthContext, services: Services, monitorId: number, ptz: boolean): VideoDevice {
  const monitor = monitorForCaller(auth, services, monitorId);
  const device = monitor.video_device_id === null ? undefined : services.store.devicesById.get(monitor.video_device_id);
  if (!device) throw new ApiError(409, `Patient monitor ${monitor.id} has no video device`, 'no_video_device');
  if (device.kind === 'trainingvideo') throw new ApiError(409, `Video device ${device.name} is a training video device and cannot be rebooted`, 'device_kind_unsupported');
  if (device.status === 'offline') throw new ApiError(409, `Video device ${device.name} is offline`, 'device_offline');
  if (device.credentials_generated_at === null) throw new ApiError(409, `Video device ${device.name} has no credentials generated`, 'no_credentials');
  if (ptz && !device.ptz_enabled) throw ptzNotEnabled(device);
  return device;
}

/** A reboot handler: the device, or only its PTZ camera, of the patient monitor in the path. */
function rebootHandler(ptz: boolean, command: 'reboot' | 'reboot_ptz', logText: string): NonNullable<ApiHandlers['rebootPatientMonitorDevice']> {
  return ({ auth, services, params, request }) => {
    const device = rebootableDevice(auth, services, params.id, ptz);
    if (!services.deviceLink.command(device.id, command)) throw notConnected(device);
    request.log.info({ device: device.id, monitor: params.id }, logText);
    return sent;
  };
}

export const deviceCommandHandlers: ApiHandlers = {
  setVideoDeviceVolume: ({ auth, services, params, body, request }) => {
    const device = deviceForCaller(auth, services, params.id);
    if (!services.deviceLink.setVolume(device.id, body.volume)) throw notConnected(device);
    device.config.device = { ...device.config.device, volume: body.volume };
    request.log.info({ device: device.id, volume: body.volume }, 'device volume set');
    return toContractDevice(services.store, device);
  },
  // Answers once the device has acknowledged the command, so the TV state it reported (the
  // device's state.tv, which decides Power On or Power Off in the call menu) is current.
  sendTvIrCommand: async ({ auth, services, params, body, request }) => {
    const device = deviceForCaller(auth, services, params.id);
    const ir = device.config.tv?.ir;
    if (ir?.enabled !== true) throw new ApiError(409, `TV IR is not enabled on video device ${device.name}`, 'tv_ir_disabled');
    const allowed = ['power_on', 'power_off', 'mute', ...(ir.ld_input_action ? [ir.ld_input_action] : [])];
    if (!allowed.includes(body.ir_action)) {
      const message = `ir_action must be one of ${allowed.join(', ')}`;
      throw badRequest('body.ir_action', 'enum', message, `Invalid TV command: ${message}`);
    }
    const acked = services.deviceLink.tvIr(device.id, body.ir_action);
    if (!acked) throw notConnected(device);
    request.log.info({ device: device.id, ir_action: body.ir_action }, 'TV IR command sent');
    const ack = await acked;
    if (!ack?.ok) throw new ApiError(409, `Video device ${device.name} did not carry out the TV command`, 'device_not_connected');
    return sent;
  },
  rebootPatientMonitorDevice: rebootHandler(false, 'reboot', 'device reboot sent'),
  rebootPatientMonitorPtz: rebootHandler(true, 'reboot_ptz', 'PTZ reboot sent'),
};
