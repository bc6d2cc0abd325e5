import type { PatientDetail } from '../api/get-patient';

/**
 * The patient's running monitor (any status but stopped), preferring the one on the call's
 * device: reboot commands and audit entries name it.
 */
export function runningMonitorId(patient: PatientDetail | undefined, deviceId: number): number | null {
  const running = (patient?.patient_monitors ?? []).filter((monitor) => monitor.status !== 'stopped');
  return (running.find((monitor) => monitor.video_device_id === deviceId) ?? running[0])?.id ?? null;
}
