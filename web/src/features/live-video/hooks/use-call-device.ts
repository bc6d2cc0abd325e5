import { useQuery } from '@tanstack/react-query';
import { videoDeviceQueryOptions } from '../../../lib/devices/get-video-device';
import type { VideoDevice } from '../api/list-picker-devices';

/**
 * The call's device kept fresh: Wi-Fi signal state and strength, status (reboot conditions) and
 * volume. It shares the device query's key, which the realtime wifi-stats and device-status
 * events patch and the volume mutation invalidates: no polling needed.
 */
export function useCallDevice(device: VideoDevice): VideoDevice {
  const query = useQuery({
    ...videoDeviceQueryOptions(device.id),
    // Until it answers, and for a user who may not read devices (403), the call keeps the device
    // the overlay was given (for a picked device, the picker's fields only).
    retry: false,
    meta: { handlesErrors: true },
  });
  return query.data ?? device;
}
