import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { videoDeviceQueryKey } from '../../../lib/devices/get-video-device';

/** ir_action: power_on, power_off, mute, or the input action configured on the device. */
export async function sendTvIrCommand(deviceId: number, irAction: string) {
  return unwrap(await apiClient().POST('/video_devices/{id}/send_tv_ir_command', { params: { path: { id: deviceId } }, body: { ir_action: irAction } }));
}

// The answer comes once the device acknowledged it, with the TV it reports now in the device's
// state.tv: refreshing the device makes the menu offer Power Off or Power On accordingly.
export function useSendTvIrCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, irAction }: { deviceId: number; irAction: string }) => sendTvIrCommand(deviceId, irAction),
    onSettled: (_data, _error, { deviceId }) => queryClient.invalidateQueries({ queryKey: videoDeviceQueryKey(deviceId) }),
  });
}
