import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { ptzPresetsQueryKey, type PtzPreset } from './list-ptz-presets';

export async function updatePtzPreset(id: number, name: string): Promise<PtzPreset> {
  return unwrap(await apiClient().PUT('/ptz_presets/{id}', { params: { path: { id } }, body: { ptz_preset: { name } } }));
}

export function useUpdatePtzPreset(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => updatePtzPreset(id, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ptzPresetsQueryKey(deviceId) }),
  });
}
