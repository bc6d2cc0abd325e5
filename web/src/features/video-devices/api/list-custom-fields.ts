import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

export type CustomField = components['schemas']['CustomField'];

export async function listAllCustomFields(signal?: AbortSignal) {
  return unwrap(await apiClient().GET('/custom_fields/all', { signal }));
}

export function useVideoDeviceCustomFields() {
  return useQuery(queryOptions({
    queryKey: apiQueryKey('get', '/custom_fields/all'),
    queryFn: ({ signal }) => listAllCustomFields(signal),
    staleTime: 300_000,
    select: (all): CustomField[] => Object.values(all.video_device ?? {}),
  }));
}
