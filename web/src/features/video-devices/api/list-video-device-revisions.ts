import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

export type Revision = components['schemas']['Revision'];

export const videoDeviceRevisionsQueryKey = (id: number) => apiQueryKey('get', '/video_devices/{id}/revisions', { id });

export async function listVideoDeviceRevisions(id: number, signal?: AbortSignal): Promise<Revision[]> {
  return unwrap(await apiClient().GET('/video_devices/{id}/revisions', { params: { path: { id } }, signal }));
}

export function useVideoDeviceRevisions(id: number) {
  return useQuery(queryOptions({ queryKey: videoDeviceRevisionsQueryKey(id), queryFn: ({ signal }) => listVideoDeviceRevisions(id, signal) }));
}
