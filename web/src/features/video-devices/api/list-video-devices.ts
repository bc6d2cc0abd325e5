import { queryOptions } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import type { TableQuery } from '../../../components/data-table/types';
import { listVideoDevices, videoDevicesQueryKey, type VideoDeviceListQuery } from '../../../lib/devices/list-video-devices';

export type { VideoDevice } from '../../../lib/devices/list-video-devices';
export type VideoDeviceFilters = components['schemas']['VideoDeviceFilters'];

/** The API query of a table query (filters travel as the table holds them). */
export function toListQuery(query: TableQuery, divisionId: string): VideoDeviceListQuery {
  return {
    page: query.page,
    per_page: query.per_page,
    order_by: query.order_by,
    filters: query.filters as VideoDeviceFilters,
    division_id: divisionId,
  };
}

export function videoDevicesQueryOptions(query: TableQuery, divisionId: string) {
  const params = toListQuery(query, divisionId);
  return queryOptions({ queryKey: videoDevicesQueryKey(params), queryFn: ({ signal }) => listVideoDevices(params, signal) });
}
