import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyDeviceStatus, applyWifiStats } from './live-updates';

const device = (id: number) => ({ id, status: 'online', state: { metrics: { wifi_signal_state: 'good', wifi_signal_strength: -60, net_wlan_ip: '10.0.0.5' } }, state_updated_at: null });

describe('live device updates', () => {
  it('patches the device in every cached page and its own entry, leaving others alone', () => {
    const client = new QueryClient();
    const pageKey = ['get', '/video_devices', { page: 1 }];
    client.setQueryData(pageKey, { results: [device(1), device(2)], metadata: { count: 2, per_page: 10 } });
    client.setQueryData(['get', '/video_devices/{id}', { id: 2 }], device(2));

    applyWifiStats(client, { video_device_id: 2, wifi_signal_state: 'poor', wifi_signal_strength: -85, wifi_frequency: 5180 });
    const page = client.getQueryData<{ results: ReturnType<typeof device>[] }>(pageKey);
    expect(page?.results[1]?.state.metrics).toEqual({ wifi_signal_state: 'poor', wifi_signal_strength: -85, wifi_frequency: 5180, net_wlan_ip: '10.0.0.5' });
    expect(page?.results[0]).toEqual(device(1));
    expect(client.getQueryData<ReturnType<typeof device>>(['get', '/video_devices/{id}', { id: 2 }])?.state.metrics.wifi_signal_strength).toBe(-85);

    applyDeviceStatus(client, { video_device_id: 1, status: 'offline', previous_status: 'online', division_id: 1, state_updated_at: '2026-11-21T10:00:00Z' });
    expect(client.getQueryData<{ results: ReturnType<typeof device>[] }>(pageKey)?.results[0]).toMatchObject({ status: 'offline', state_updated_at: '2026-11-21T10:00:00Z' });
  });

  it('leaves pages without the device and other cached shapes as they were', () => {
    const client = new QueryClient();
    const pageKey = ['get', '/video_devices', { page: 1 }];
    const page = { results: [device(1)], metadata: { count: 1, per_page: 10 } };
    client.setQueryData(pageKey, page);
    // Same key prefix, not a page: the patch must not touch it.
    const otherKey = ['get', '/video_devices', { other: 1 }];
    client.setQueryData(otherKey, ['not', 'a', 'page']);
    applyWifiStats(client, { video_device_id: 9, wifi_signal_state: 'poor' });
    expect(client.getQueryData(pageKey)).toBe(page);
    expect(client.getQueryData(otherKey)).toEqual(['not', 'a', 'page']);
  });
});
