// What a device on Wi-Fi reports about its signal: a steady level of its own (its seeded level and
// state, or ones from its id) with a dBm of jitter, or what a scenario overrides it with.
import type { components } from '@bedside/openapi/device-link';
import type { DeviceState } from './device-state.ts';

type Schemas = components['schemas'];
export type WifiSignal = Schemas['WifiSignal'];
export type WifiStatsReport = Schemas['WifiStatsReport'];

/** The state a strength falls in (dBm), as devices commonly band RSSI. */
export function signalState(strength: number): WifiSignal['state'] {
  if (strength >= -55) return 'excellent';
  if (strength >= -67) return 'good';
  if (strength >= -75) return 'fair';
  return 'poor';
}

/** The report for a device, or null for a device on a cable. */
export function wifiReport(state: DeviceState, override: WifiSignal | null, random: () => number = Math.random): WifiStatsReport | null {
  if (!state.wifi) return null;
  const steady = state.wifi.strength ?? -45 - ((state.id * 7) % 30);
  const strength = override?.strength ?? Math.min(0, Math.round(steady + (random() * 2 - 1)));
  return {
    type: 'wifi_stats', device_id: state.id,
    wifi_signal_state: override?.state ?? state.wifi.state ?? signalState(strength), wifi_signal_strength: strength,
    wifi_frequency: state.wifi.frequency, net_wlan_ip: state.wifi.ip,
  };
}
