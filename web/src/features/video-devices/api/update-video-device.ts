// Edits of one device (fields, frame processing, upload interval); each refreshes the device and
// its revisions, since the server audits every change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';
import { videoDeviceQueryKey } from '../../../lib/devices/get-video-device';
import { videoDeviceRevisionsQueryKey } from './list-video-device-revisions';

export type VideoDeviceInput = components['schemas']['VideoDeviceWrite']['video_device'];
export type FrameProcessing = components['schemas']['FrameProcessing'];

export async function updateVideoDevice(id: number, input: VideoDeviceInput) {
  return unwrap(await apiClient().PUT('/video_devices/{id}', { params: { path: { id } }, body: { video_device: input } }));
}

export async function setFrameProcessing(id: number, frame_processing: FrameProcessing) {
  return unwrap(await apiClient().POST('/video_devices/{id}/frame_processing', { params: { path: { id } }, body: { frame_processing } }));
}

export async function setFrameUploadInterval(id: number, frame_upload_interval: number) {
  return unwrap(await apiClient().POST('/video_devices/{id}/frame_upload_interval', { params: { path: { id } }, body: { frame_upload_interval } }));
}

export function useVideoDeviceMutation<T>(id: number, run: (id: number, input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => run(id, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: videoDeviceQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: videoDeviceRevisionsQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/video_devices').slice(0, 2) }),
      ]);
    },
  });
}
