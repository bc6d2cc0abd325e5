import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

/** A device chosen beforehand (a test session, the external page). */
export async function getVideoDevice(id: number, signal?: AbortSignal) {
  return unwrap(await apiClient().GET('/video_devices/{id}', { params: { path: { id } }, signal }));
}

export function useVideoDevice(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: apiQueryKey('get', '/video_devices/{id}', { id: id ?? 0 }), queryFn: ({ signal }) => getVideoDevice(id ?? 0, signal) }),
    enabled: id !== null,
  });
}
