// Realtime device events patch the cached device pages and the device in place (patchRecord), so an
// open table shows a new status or Wi-Fi signal without a refetch (and without moving rows under
// the user's cursor).
import type { QueryClient } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { videoDevices } from '@bedside/resources';
import type { RealtimeEventMap } from '../../../lib/realtime/event-registry';
import { patchRecord } from '../../../lib/resources/patch-record';

type VideoDevice = components['schemas']['VideoDevice'];

export function applyWifiStats(queryClient: QueryClient, event: RealtimeEventMap['wifi-stats']): void {
  patchRecord<VideoDevice>(queryClient, videoDevices, event.video_device_id, (device) => ({
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
  patchRecord<VideoDevice>(queryClient, videoDevices, event.video_device_id, { status: event.status, state_updated_at: event.state_updated_at });
}
