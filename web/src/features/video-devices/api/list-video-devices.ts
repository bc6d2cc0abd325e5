import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '@bedside/openapi/api';
import type { TableQuery } from '../../../components/data-table/types';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

export type VideoDevice = components['schemas']['VideoDevice'];
export type VideoDeviceFilters = components['schemas']['VideoDeviceFilters'];
type VideoDeviceListQuery = NonNullable<operations['listVideoDevices']['parameters']['query']>;

/** The API query of a table query (filters travel as the table holds them). */
function toListQuery(query: TableQuery, divisionId: string): VideoDeviceListQuery {
  return {
    page: query.page,
    per_page: query.per_page,
    order_by: query.order_by,
    filters: query.filters as VideoDeviceFilters,
    division_id: divisionId,
  };
}

async function listVideoDevices(query: VideoDeviceListQuery, signal?: AbortSignal) {
  return unwrap(await apiClient().GET('/video_devices', { params: { query }, signal }));
}

export function videoDevicesQueryOptions(query: TableQuery, divisionId: string) {
  const params = toListQuery(query, divisionId);
  return queryOptions({ queryKey: apiQueryKey('get', '/video_devices', params), queryFn: ({ signal }) => listVideoDevices(params, signal) });
}
