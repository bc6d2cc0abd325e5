import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

/** Restarts only the PTZ camera of the monitor's device; the call goes on. */
export async function rebootPtz(patientMonitorId: number) {
  return unwrap(await apiClient().POST('/patient_monitors/{id}/reboot_ptz', { params: { path: { id: patientMonitorId } } }));
}

export function useRebootPtz() {
  return useMutation({ mutationFn: rebootPtz });
}
