import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { ptzPresetsQueryKey, type PtzPreset } from './list-ptz-presets';

/** The server picks the device's lowest free slot; the caller then saves the position there. */
export async function createPtzPreset(deviceId: number, name: string): Promise<PtzPreset> {
  return unwrap(await apiClient().POST('/ptz_presets', { body: { ptz_preset: { name, video_device_id: deviceId } } }));
}

export function useCreatePtzPreset(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createPtzPreset(deviceId, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ptzPresetsQueryKey(deviceId) }),
  });
}
