import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

export async function listVideoReasons(signal?: AbortSignal) {
  return unwrap(await apiClient().GET('/video_reasons/dropdown', { signal }));
}

export function useVideoReasons() {
  return useQuery(queryOptions({
    queryKey: apiQueryKey('get', '/video_reasons/dropdown'),
    queryFn: ({ signal }) => listVideoReasons(signal),
    // Administrators add, reorder and disable reasons (Health System, Video Reasons): each opening
    // of Video Meeting Settings reads them afresh, showing the last list meanwhile.
    staleTime: 0,
  }));
}
