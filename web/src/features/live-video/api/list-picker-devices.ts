import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components, operations } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

/**
 * A device as the overlay and the call read it: a picker item, or a device the user may read in
 * full (which has every field of one). Least data: the picker's answer has no network identifiers.
 */
export type VideoDevice = components['schemas']['CallDevice'];
type PickerQuery = operations['listVideoDevicePicker']['parameters']['query'];

export const PICKER_PAGE_SIZE = 25;

/**
 * The device picker's rule (spec section 2: only inactive in-service mobile devices of the
 * patient's division) is the server's, so paging stays right and the picker needs no device list.
 */
export function usePickerDevices(patientId: number, name: string, page: number) {
  const query: PickerQuery = { patient_id: patientId, page, per_page: PICKER_PAGE_SIZE, ...(name ? { name } : {}) };
  return useQuery(queryOptions({
    queryKey: apiQueryKey('get', '/video_devices/picker', query),
    queryFn: async ({ signal }) => unwrap(await apiClient().GET('/video_devices/picker', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  }));
}
