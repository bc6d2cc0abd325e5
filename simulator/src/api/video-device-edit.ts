// One video device: read, edit (name, room, kind, service status, description), frame processing
// and frame upload interval. Every change is audited as a revision record.
import type { components } from '@bedside/openapi/api';
import { ApiError, badRequest } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Services } from '../services.ts';
import type { VideoDevice } from '../store/types.ts';
import { deviceForCaller } from './device-access.ts';
import type { ApiHandlers } from './types.ts';
import { toContractDevice } from './video-device-contract.ts';

type Revision = components['schemas']['Revision'];
type Changes = Record<string, [unknown, unknown]>;

function audit(auth: AuthContext, services: Services, device: VideoDevice, changes: Changes): void {
  if (Object.keys(changes).length === 0) return;
  services.store.data.revisions.push({
    id: services.store.nextId('revisions'),
    video_device_id: device.id,
    action: 'update',
    audited_changes: changes,
    username: auth.user.name,
    created_at: new Date().toISOString(),
  });
}

// The create record is derived from the seeded device rather than stored for 10,000+ devices.
function createRecord(device: VideoDevice): Revision {
  return {
    id: 0,
    action: 'create',
    audited_changes: { name: device.name, kind: device.kind, service_status: device.service_status, serial_number: device.serial_number },
    username: 'System',
    created_at: device.credentials_generated_at ?? '2026-01-01T00:00:00.000Z',
  };
}

function rejectDecommissioned(device: VideoDevice): void {
  if (device.service_status === 'decommissioned') throw new ApiError(409, `Video device ${device.id} is decommissioned; put it in service first`, 'device_decommissioned');
}

export const videoDeviceEditHandlers: ApiHandlers = {
  getVideoDevice: ({ auth, services, params }) => toContractDevice(services.store, deviceForCaller(auth, services, params.id)),
  updateVideoDevice: ({ auth, services, params, body }) => {
    const device = deviceForCaller(auth, services, params.id);
    const input = body.video_device;
    const changes: Changes = {};
    const set = <K extends 'name' | 'kind' | 'service_status' | 'description'>(key: K, value: VideoDevice[K] | undefined) => {
      if (value === undefined || value === device[key]) return;
      changes[key] = [device[key], value];
      device[key] = value;
    };
    if (input.room_id !== undefined && input.room_id !== (device.room?.id ?? null)) {
      const room = input.room_id === null ? null : services.store.roomsById.get(input.room_id);
      if (room === undefined || (room && room.division_id !== device.division.id)) {
        const message = `room ${input.room_id} is not a room of ${device.division.name}`;
        throw badRequest('body.video_device.room_id', 'division', message, `Invalid video device: ${message}`);
      }
      changes.room = [device.room?.name ?? null, room?.name ?? null];
      device.room = room ? { id: room.id, name: room.name } : null;
    }
    set('name', input.name?.trim());
    set('kind', input.kind);
    set('service_status', input.service_status);
    set('description', input.description === '' ? null : input.description);
    audit(auth, services, device, changes);
    return toContractDevice(services.store, device);
  },
  listVideoDeviceRevisions: ({ auth, services, params }) => {
    const device = deviceForCaller(auth, services, params.id);
    const updates = services.store.data.revisions.filter((r) => r.video_device_id === device.id)
      .map(({ video_device_id: _d, ...revision }) => revision).reverse();
    return [...updates, createRecord(device)];
  },
  setVideoDeviceFrameProcessing: ({ auth, services, params, body }) => {
    const device = deviceForCaller(auth, services, params.id);
    rejectDecommissioned(device);
    if (body.frame_processing !== 'off' && device.kind === 'trainingvideo') {
      throw badRequest('body.frame_processing', 'kind', 'only off is allowed for a trainingvideo device', 'Training video devices do not process frames');
    }
    if (body.frame_processing !== device.frame_processing) {
      audit(auth, services, device, { frame_processing: [device.frame_processing, body.frame_processing] });
      device.frame_processing = body.frame_processing;
    }
    return toContractDevice(services.store, device);
  },
  setVideoDeviceFrameUploadInterval: ({ auth, services, params, body }) => {
    const device = deviceForCaller(auth, services, params.id);
    rejectDecommissioned(device);
    if (device.frame_processing === 'off') {
      throw badRequest('body.frame_upload_interval', 'frame_processing', 'frame processing is off', 'Frame upload interval needs frame processing upload or upload_and_pipeline');
    }
    const old = device.state.frame_upload_interval ?? null;
    if (old !== body.frame_upload_interval) {
      audit(auth, services, device, { frame_upload_interval: [old, body.frame_upload_interval] });
      device.state.frame_upload_interval = body.frame_upload_interval;
    }
    return toContractDevice(services.store, device);
  },
};
