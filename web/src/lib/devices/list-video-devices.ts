// Shared by the video-devices table and the live-video device picker: the one list endpoint, each
// feature building its own query (table filters, picker rule) on top.
import type { components, operations } from '@bedside/openapi/api';
import { apiClient } from '../api/client';
import { unwrap } from '../api/api-error';
import { apiQueryKey } from '../api/query-key';

export type VideoDevice = components['schemas']['VideoDevice'];
export type VideoDeviceListQuery = NonNullable<operations['listVideoDevices']['parameters']['query']>;

export const videoDevicesQueryKey = (query: VideoDeviceListQuery) => apiQueryKey('get', '/video_devices', query);

export async function listVideoDevices(query: VideoDeviceListQuery, signal?: AbortSignal) {
  return unwrap(await apiClient().GET('/video_devices', { params: { query }, signal }));
}
