import { useQuery } from '@tanstack/react-query';
import { apiQueryKey } from '../../../lib/api/query-key';
import type { VideoDevice } from '../api/list-picker-devices';
import { getVideoDevice } from '../api/get-video-device';

/**
 * The call's device kept fresh: Wi-Fi signal state and strength, status (reboot conditions) and
 * volume. It shares the device query's key, which the realtime wifi-stats and device-status
 * events patch and the volume mutation invalidates: no polling needed.
 */
export function useCallDevice(device: VideoDevice): VideoDevice {
  const query = useQuery({
    queryKey: apiQueryKey('get', '/video_devices/{id}', { id: device.id }),
    queryFn: ({ signal }) => getVideoDevice(device.id, signal),
    placeholderData: device,
    // A user who may not read devices (403) keeps the device the overlay was given.
    retry: false,
    meta: { handlesErrors: true },
  });
  return query.data ?? device;
}
