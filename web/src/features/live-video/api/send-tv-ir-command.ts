import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

/** ir_action: power_on, mute, or the input action configured on the device. */
export async function sendTvIrCommand(deviceId: number, irAction: string) {
  return unwrap(await apiClient().POST('/video_devices/{id}/send_tv_ir_command', { params: { path: { id: deviceId } }, body: { ir_action: irAction } }));
}

// Nothing cached describes the TV, so there is nothing to invalidate.
export function useSendTvIrCommand() {
  return useMutation({ mutationFn: ({ deviceId, irAction }: { deviceId: number; irAction: string }) => sendTvIrCommand(deviceId, irAction) });
}
