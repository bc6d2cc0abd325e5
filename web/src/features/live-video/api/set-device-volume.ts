import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

/** 60 to 100; answers once the device has taken it, with the device and its new volume. */
export async function setDeviceVolume(deviceId: number, volume: number) {
  return unwrap(await apiClient().POST('/video_devices/{id}/volume', { params: { path: { id: deviceId } }, body: { volume } }));
}
