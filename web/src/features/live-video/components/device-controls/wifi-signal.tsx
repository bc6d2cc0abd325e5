import { Badge } from '@mantine/core';
import type { VideoDevice } from '../../api/list-picker-devices';
import { levelColors, levelLabels } from './signal-level';

/** The device's Wi-Fi signal state and strength from its metrics (spec section 4). */
export function WifiSignal({ device }: { device: VideoDevice }) {
  const metrics = device.state.metrics;
  const state = metrics?.wifi_signal_state ?? null;
  const strength = metrics?.wifi_signal_strength ?? null;
  if (state === null && strength === null) return null;
  return (
    <Badge variant="outline" tt="none" color={state ? levelColors[state] : 'gray'} data-testid="wifi-signal" title="Device Wi-Fi signal">
      Wi-Fi {state ? levelLabels[state] : 'N/A'}{strength !== null ? ` ${strength} dBm` : ''}
    </Badge>
  );
}
