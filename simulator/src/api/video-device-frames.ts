// A video device's frame processing and frame upload interval: their own operations, written
// through the collection so that each change is a revision like an edit.
import { ApiError, badRequest } from '../api-error.ts';
import type { VideoDevice } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';
import { videoDeviceCollection } from './video-devices.ts';

function rejectDecommissioned(device: VideoDevice): void {
  if (device.service_status === 'decommissioned') throw new ApiError(409, `Video device ${device.id} is decommissioned; put it in service first`, 'device_decommissioned');
}

export const videoDeviceFrameHandlers: ApiHandlers = {
  setVideoDeviceFrameProcessing: async (ctx) => {
    const device = videoDeviceCollection.find(ctx, ctx.params.id);
    rejectDecommissioned(device);
    if (ctx.body.frame_processing !== 'off' && device.kind === 'trainingvideo') {
      throw badRequest('body.frame_processing', 'kind', 'only off is allowed for a trainingvideo device', 'Training video devices do not process frames');
    }
    await videoDeviceCollection.update(ctx, device, (edit) => edit.set('frame_processing', ctx.body.frame_processing));
    return videoDeviceCollection.row(ctx, device);
  },
  setVideoDeviceFrameUploadInterval: async (ctx) => {
    const device = videoDeviceCollection.find(ctx, ctx.params.id);
    rejectDecommissioned(device);
    if (device.frame_processing === 'off') {
      throw badRequest('body.frame_upload_interval', 'frame_processing', 'frame processing is off', 'Frame upload interval needs frame processing upload or upload_and_pipeline');
    }
    await videoDeviceCollection.update(ctx, device, (edit) => {
      edit.note('frame_upload_interval', device.state.frame_upload_interval ?? null, ctx.body.frame_upload_interval);
      device.state.frame_upload_interval = ctx.body.frame_upload_interval;
    });
    return videoDeviceCollection.row(ctx, device);
  },
};
