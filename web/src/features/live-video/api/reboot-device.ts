import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

/** Reboots the video device of a patient monitor; its status change arrives by realtime. */
export async function rebootDevice(patientMonitorId: number) {
  return unwrap(await apiClient().POST('/patient_monitors/{id}/reboot', { params: { path: { id: patientMonitorId } } }));
}

export function useRebootDevice() {
  return useMutation({ mutationFn: rebootDevice });
}
