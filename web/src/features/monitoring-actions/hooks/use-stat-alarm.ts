// Raising a stat alarm (live video §7: its toast shows for 5 s) and documenting it.
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/api-query';
import { patchWatchState } from '../api/watch-states';
import type { MonitorRef } from '../components/monitor-ref';
import { useMonitoringSource } from './use-watch-state';

/** Live video §9: the alarm's toast lasts 5 s. */
export const ALARM_TOAST_MS = 5000;

export function useRaiseStatAlarm(monitor: MonitorRef, onSent?: () => void) {
  const queryClient = useQueryClient();
  const source = useMonitoringSource();
  // In the monitor's own division: the API refuses a monitor of another division than the call
  // names (422), and a wall under All hospitals, or Team Mode's patients, span divisions. A monitor
  // whose division is not known is looked for in all of the user's.
  const divisionId = monitor.division ? String(monitor.division.id) : '*';
  return useMutation({
    mutationFn: () => apiCall('createStatAlarm', { division_id: divisionId }, { alarm_type: 'alarm', patient_monitor_id: monitor.id, source }),
    onSuccess: (alarm) => {
      patchWatchState(queryClient, monitor.id, { stat_alarm: alarm });
      notifications.show({ color: 'red', title: 'Stat alarm sent', message: monitor.room ? `Room ${monitor.room.name}` : 'The care team is alerted', autoClose: ALARM_TOAST_MS });
      onSent?.();
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
}

export function useDocumentStatAlarm(monitorId: number, onDone?: () => void) {
  const queryClient = useQueryClient();
  const source = useMonitoringSource();
  return useMutation({
    mutationFn: ({ alarmId, note }: { alarmId: number; note: string }) => apiCall('documentStatAlarm', { id: alarmId }, { note, source }),
    onSuccess: () => {
      patchWatchState(queryClient, monitorId, { stat_alarm: null });
      notifications.show({ color: 'green', message: 'Stat alarm documented' });
      onDone?.();
    },
  });
}
