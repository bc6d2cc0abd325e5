import { Badge } from '@mantine/core';
import type { VideoDevice } from '../../api/list-picker-devices';

const colors: Record<string, string> = { excellent: 'green', good: 'green', fair: 'yellow', poor: 'red' };
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The device's Wi-Fi signal state and strength from its metrics (spec section 4). */
export function WifiSignal({ device }: { device: VideoDevice }) {
  const metrics = device.state.metrics;
  const state = metrics?.wifi_signal_state ?? null;
  const strength = metrics?.wifi_signal_strength ?? null;
  if (state === null && strength === null) return null;
  return (
    <Badge variant="outline" tt="none" color={state ? colors[state] : 'gray'} data-testid="wifi-signal" title="Device Wi-Fi signal">
      Wi-Fi {state ? capitalise(state) : 'N/A'}{strength !== null ? ` ${strength} dBm` : ''}
    </Badge>
  );
}
