// The hooks a tile or page uses for one monitor's shared state; each reads the monitor's own
// cache entry (batched fetch, patched by realtime events) and writes through the API.
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { apiCall } from '../../../lib/api/api-query';
import { accessSubjectOf, can } from '../../../lib/permissions/permissions';
import { emptyWatchState, setWatchState, watchStateQueryOptions, type WatchState } from '../api/watch-states';
import { monitoringSourceOf, type MonitoringSource } from '../utils/monitoring-source';

export function useWatchState(monitorId: number): WatchState {
  return useQuery(watchStateQueryOptions(monitorId)).data ?? emptyWatchState(monitorId);
}

export function useMonitoringSource(): MonitoringSource | null {
  return monitoringSourceOf(useLocation().pathname);
}

/** What the signed-in user may do here (shell §6; the simulator enforces the same rules). */
export function useMonitoringPermissions() {
  const subject = accessSubjectOf(useCurrentUser());
  return {
    /** raise a stat alarm, nudge */
    alert: can(subject, 'AccessLiveVideo', 'PatientMonitor'),
    /** close the curtain, document an alarm */
    edit: can(subject, 'Edit', 'PatientMonitor'),
  };
}

const showError = (error: Error) => notifications.show({ color: 'red', message: error.message });

export function useCurtain(monitorId: number) {
  const queryClient = useQueryClient();
  const source = useMonitoringSource();
  const state = useWatchState(monitorId);
  const change = useMutation({
    mutationFn: (closed: boolean) => apiCall('setPatientMonitorCurtain', { id: monitorId }, { closed, source }),
    onSuccess: (saved) => setWatchState(queryClient, saved),
    onError: showError,
  });
  return { closed: state.curtain_closed, changedBy: state.curtain_changed_by, pending: change.isPending, setClosed: (closed: boolean) => change.mutate(closed) };
}

export function useNudge(monitorId: number) {
  const queryClient = useQueryClient();
  const source = useMonitoringSource();
  const state = useWatchState(monitorId);
  const change = useMutation({
    mutationFn: (nudged: boolean) => apiCall('setPatientMonitorNudge', { id: monitorId }, { state: nudged ? 'nudged' : 'cleared', source }),
    onSuccess: (saved) => setWatchState(queryClient, saved),
    onError: showError,
  });
  return { nudged: state.nudge_state === 'nudged', changedBy: state.nudge_changed_by, pending: change.isPending, setNudged: (nudged: boolean) => change.mutate(nudged) };
}
