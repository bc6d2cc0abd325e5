import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

/** Choices of a filter or form field, for a division (version: names; room: key/value). */
export async function listVideoDevicesDropdown(field: 'version' | 'room', divisionId: string) {
  return unwrap(await apiClient().GET('/video_devices/dropdown', { params: { query: { field, division_id: divisionId } } }));
}
