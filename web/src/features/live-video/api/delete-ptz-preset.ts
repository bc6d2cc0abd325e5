import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { ptzPresetsQueryKey } from './list-ptz-presets';

export async function deletePtzPreset(id: number): Promise<void> {
  unwrap(await apiClient().DELETE('/ptz_presets/{id}', { params: { path: { id } } }));
}

export function useDeletePtzPreset(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePtzPreset(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ptzPresetsQueryKey(deviceId) }),
  });
}
