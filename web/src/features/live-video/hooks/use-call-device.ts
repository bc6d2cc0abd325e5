import { useQuery } from '@tanstack/react-query';
import { apiQueryKey } from '../../../lib/api/query-key';
import type { VideoDevice } from '../api/list-picker-devices';
import { getVideoDevice } from '../api/get-video-device';

/** Poll while the call lasts: the Wi-Fi signal and the device's status change during a call. */
export const CALL_DEVICE_REFRESH_MS = 15_000;

/**
 * The call's device kept fresh: Wi-Fi signal state and strength, status (reboot conditions) and
 * volume. Shares the device query's key, so anything that invalidates it (a realtime wifi-stats
 * or device-status event, the volume mutation) updates the call at once.
 */
export function useCallDevice(device: VideoDevice): VideoDevice {
  const query = useQuery({
    queryKey: apiQueryKey('get', '/video_devices/{id}', { id: device.id }),
    queryFn: ({ signal }) => getVideoDevice(device.id, signal),
    placeholderData: device,
    // A user who may not read devices (403) keeps the device the overlay was given.
    refetchInterval: (query) => (query.state.status === 'error' ? false : CALL_DEVICE_REFRESH_MS),
    retry: false,
  });
  return query.data ?? device;
}
