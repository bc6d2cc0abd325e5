// Monitor status changes (start, pause with a reason, resume, stop, and the multi variants). After
// each, every cached copy of the monitor is patched and what depends on a monitor's status is
// asked again: patient pages and lists, the video visit device picker, devices, search and
// notifications (issue 11: they agree with monitor state).
import type { QueryClient } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { patientMonitors } from '@bedside/resources';
import { apiCall } from '../../../lib/api/api-query';
import { patchRecord } from '../../../lib/resources/patch-record';
import type { MonitorAction } from '../utils/monitor-transitions';

export type PatientMonitor = components['schemas']['PatientMonitor'];

export const monitorRelated = [
  ['get', '/patients'], ['get', '/patients/{id}'], ['get', '/patients/{id}/monitoring_sessions'], ['get', '/patients/{id}/timeline'],
  ['get', '/patient_monitors/{id}/events'], ['get', '/patient_monitors/{id}/revisions'],
  ['get', '/video_devices/picker'], ['get', '/video_devices'], ['get', '/search'], ['get', '/notifications'],
] as const;

export function monitorChanged(queryClient: QueryClient, monitor: Pick<PatientMonitor, 'id'> & Partial<PatientMonitor>, refetch = false): void {
  patchRecord(queryClient, patientMonitors, monitor.id, monitor, { refetch, related: monitorRelated });
}

export async function changeMonitor(id: number, action: MonitorAction, reason?: string): Promise<PatientMonitor> {
  switch (action) {
    case 'start': return apiCall('startPatientMonitor', { id });
    case 'pause': return apiCall('pausePatientMonitor', { id }, { reason: reason ?? '' });
    case 'resume': return apiCall('resumePatientMonitor', { id });
    case 'stop': return apiCall('stopPatientMonitor', { id });
  }
}

export async function changeMonitors(ids: readonly number[], action: 'pause' | 'resume', reason?: string): Promise<PatientMonitor[]> {
  const result = action === 'pause'
    ? await apiCall('multiPausePatientMonitors', {}, { ids: [...ids], reason: reason ?? '' })
    : await apiCall('multiResumePatientMonitors', {}, { ids: [...ids] });
  return result.results;
}
