import type { TableQuery } from '../../../components/data-table/types';
import { apiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/api-error';
import type { VideoDeviceFilters } from './list-video-devices';

/** Every device matching the table's filters as CSV; the server streams it. */
export async function exportVideoDevicesCsv(query: TableQuery, columns: string[], divisionId: string): Promise<Blob> {
  const { data, response } = await apiClient().GET('/video_devices/export.csv', {
    params: { query: { order_by: query.order_by, filters: query.filters as VideoDeviceFilters, columns, division_id: divisionId } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(response.status, undefined);
  return data;
}
