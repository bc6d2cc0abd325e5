import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listVideoDevices, videoDevicesQueryKey, type VideoDeviceListQuery } from '../../../lib/devices/list-video-devices';

export type { VideoDevice } from '../../../lib/devices/list-video-devices';

export const PICKER_PAGE_SIZE = 25;

/**
 * The device picker's rule (spec section 2): only inactive in-service mobile devices (cart or
 * third party) of the patient's division. The server applies it, so paging stays right.
 */
function pickerQuery(divisionId: number, name: string, page: number): VideoDeviceListQuery {
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
    queryKey: videoDevicesQueryKey(query),
    queryFn: ({ signal }) => listVideoDevices(query, signal),
    placeholderData: keepPreviousData,
  }));
}
