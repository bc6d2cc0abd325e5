// Realtime device events patch the cached device pages in place, so an open table shows a new
// status or Wi-Fi signal without a refetch (and without moving rows under the user's cursor).
import type { QueryClient } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { apiQueryKey } from '../../../lib/api/query-key';
import type { RealtimeEventMap } from '../../../lib/realtime/event-registry';
import { videoDeviceQueryKey } from '../../../lib/devices/get-video-device';
import type { VideoDevice } from '../api/list-video-devices';

type DevicePage = components['schemas']['VideoDevicePage'];

const isPage = (data: unknown): data is DevicePage => typeof data === 'object' && data !== null && Array.isArray((data as DevicePage).results);

function patchDevice(queryClient: QueryClient, id: number, patch: (device: VideoDevice) => VideoDevice): void {
  queryClient.setQueriesData<unknown>({ queryKey: apiQueryKey('get', '/video_devices').slice(0, 2) }, (data: unknown) => {
    if (!isPage(data) || !data.results.some((device) => device.id === id)) return data;
    return { ...data, results: data.results.map((device) => (device.id === id ? patch(device) : device)) };
  });
  queryClient.setQueryData<VideoDevice>(videoDeviceQueryKey(id), (device) => (device ? patch(device) : device));
}

export function applyWifiStats(queryClient: QueryClient, event: RealtimeEventMap['wifi-stats']): void {
  patchDevice(queryClient, event.video_device_id, (device) => ({
    ...device,
    state: {
      ...device.state,
      metrics: {
        ...device.state.metrics,
        ...(event.wifi_signal_state !== undefined ? { wifi_signal_state: event.wifi_signal_state } : {}),
        ...(event.wifi_signal_strength !== undefined ? { wifi_signal_strength: event.wifi_signal_strength } : {}),
        ...(event.wifi_frequency !== undefined ? { wifi_frequency: event.wifi_frequency } : {}),
      },
    },
  }));
}

export function applyDeviceStatus(queryClient: QueryClient, event: RealtimeEventMap['device-status-changed']): void {
  patchDevice(queryClient, event.video_device_id, (device) => ({ ...device, status: event.status, state_updated_at: event.state_updated_at }));
}
