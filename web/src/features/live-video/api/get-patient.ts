import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

export type PatientDetail = components['schemas']['PatientDetail'];

export async function getPatient(id: number, signal?: AbortSignal) {
  return unwrap(await apiClient().GET('/patients/{id}', { params: { path: { id } }, signal }));
}

export function patientQueryOptions(id: number) {
  return queryOptions({ queryKey: apiQueryKey('get', '/patients/{id}', { id }), queryFn: ({ signal }) => getPatient(id, signal) });
}

export function usePatient(id: number | null) {
  return useQuery({ ...patientQueryOptions(id ?? 0), enabled: id !== null });
}
