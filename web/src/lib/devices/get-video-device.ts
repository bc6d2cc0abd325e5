// Shared by the video-devices and live-video features: one device query key, which the realtime
// device events patch and both features read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/client';
import { unwrap } from '../api/api-error';
import { apiQueryKey } from '../api/query-key';

export const videoDeviceQueryKey = (id: number) => apiQueryKey('get', '/video_devices/{id}', { id });

export async function getVideoDevice(id: number, signal?: AbortSignal) {
  return unwrap(await apiClient().GET('/video_devices/{id}', { params: { path: { id } }, signal }));
}

export function videoDeviceQueryOptions(id: number) {
  return queryOptions({ queryKey: videoDeviceQueryKey(id), queryFn: ({ signal }) => getVideoDevice(id, signal) });
}

/** null while no device is chosen yet (a live video call opened for a patient). */
export function useVideoDevice(id: number | null) {
  return useQuery({ ...videoDeviceQueryOptions(id ?? 0), enabled: id !== null });
}
