import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

/** A device chosen beforehand (a test session, the external page), or the call's device kept fresh. */
export async function getVideoDevice(id: number, signal?: AbortSignal) {
  return unwrap(await apiClient().GET('/video_devices/{id}', { params: { path: { id } }, signal }));
}

export const videoDeviceQueryKey = (id: number) => apiQueryKey('get', '/video_devices/{id}', { id });

export function videoDeviceQueryOptions(id: number) {
  return queryOptions({ queryKey: videoDeviceQueryKey(id), queryFn: ({ signal }) => getVideoDevice(id, signal) });
}

export function useVideoDevice(id: number | null) {
  return useQuery({ ...videoDeviceQueryOptions(id ?? 0), enabled: id !== null });
}
