import { useQuery } from '@tanstack/react-query';
import { videoDeviceQueryOptions } from '../../../lib/devices/get-video-device';

/**
 * Whether the room TV is on, as the device last reported it (its state.tv), read from the shared
 * device query (the same request as the call's device, and refreshed after each TV command);
 * null while unknown or for a user who may not read devices.
 */
export function useReportedTvPower(deviceId: number): 'on' | 'off' | null {
  const query = useQuery({
    ...videoDeviceQueryOptions(deviceId),
    select: (device) => device.state.tv?.power ?? null,
    retry: false,
    meta: { handlesErrors: true },
  });
  return query.data ?? null;
}
