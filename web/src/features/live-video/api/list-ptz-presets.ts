import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

export type PtzPreset = components['schemas']['PtzPreset'];

export async function listPtzPresets(deviceId: number, signal?: AbortSignal): Promise<PtzPreset[]> {
  return unwrap(await apiClient().GET('/ptz_presets/for_device/{id}', { params: { path: { id: deviceId } }, signal }));
}

export const ptzPresetsQueryKey = (deviceId: number) => apiQueryKey('get', '/ptz_presets/for_device/{id}', { id: deviceId });

export function ptzPresetsQueryOptions(deviceId: number) {
  return queryOptions({ queryKey: ptzPresetsQueryKey(deviceId), queryFn: ({ signal }) => listPtzPresets(deviceId, signal) });
}

/** The device's presets (the presets panel shows only with the ptz_presets flag). */
export function usePtzPresets(deviceId: number | null) {
  return useQuery({ ...ptzPresetsQueryOptions(deviceId ?? 0), enabled: deviceId !== null });
}
