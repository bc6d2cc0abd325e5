import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { videoDeviceQueryKey } from '../../../lib/devices/get-video-device';

/** 60 to 100; the device is told at once and the stored config follows. */
export async function setDeviceVolume(deviceId: number, volume: number) {
  return unwrap(await apiClient().POST('/video_devices/{id}/volume', { params: { path: { id: deviceId } }, body: { volume } }));
}

export function useSetDeviceVolume(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (volume: number) => setDeviceVolume(deviceId, volume),
    // The spec shows no failure for volume; a success refreshes what the app knows of the device.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoDeviceQueryKey(deviceId) }),
  });
}
