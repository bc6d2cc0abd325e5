import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components, operations } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

export type VideoDevice = components['schemas']['VideoDevice'];
type ListQuery = NonNullable<operations['listVideoDevices']['parameters']['query']>;

export const PICKER_PAGE_SIZE = 25;

/**
 * The device picker's rule (spec section 2): only inactive in-service mobile devices (cart or
 * third party) of the patient's division. The server applies it, so paging stays right.
 */
function pickerQuery(divisionId: number, name: string, page: number): ListQuery {
  return {
    page,
    per_page: PICKER_PAGE_SIZE,
    order_by: { field: 'name', direction: 'asc' },
    filters: { kind: ['mobilecart', 'mobile3rdparty'], service_status: ['in_service'], in_use: false, ...(name ? { name } : {}) },
    division_id: String(divisionId),
  };
}

export function usePickerDevices(divisionId: number, name: string, page: number) {
  const query = pickerQuery(divisionId, name, page);
  return useQuery(queryOptions({
    queryKey: apiQueryKey('get', '/video_devices', query),
    queryFn: async ({ signal }) => unwrap(await apiClient().GET('/video_devices', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  }));
}
