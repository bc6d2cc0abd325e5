// The realtime events of the monitors' shared state, as the shell's handlers apply them.
import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeEventMap } from '../../../lib/realtime/event-registry';
import { patchWatchState, watchStateKey } from './watch-states';

export function curtainToggled(queryClient: QueryClient, data: RealtimeEventMap['curtain-toggled']): void {
  patchWatchState(queryClient, data.patient_monitor_id, { curtain_closed: data.closed, curtain_changed_by: data.changed_by ?? null });
}

export function nudgeStateChanged(queryClient: QueryClient, data: RealtimeEventMap['nudge-state-changed']): void {
  patchWatchState(queryClient, data.patient_monitor_id, { nudge_state: data.state, nudge_changed_by: data.changed_by ?? null });
}

/** The event names no one: the monitor's state is read again (it names who raised the alarm). */
export function statAlarmChanged(queryClient: QueryClient, data: RealtimeEventMap['stat-alarm-changed']): void {
  if (data.status === 'documented') patchWatchState(queryClient, data.patient_monitor_id, { stat_alarm: null });
  void queryClient.invalidateQueries({ queryKey: watchStateKey(data.patient_monitor_id), exact: true });
  // Manager View's counts follow.
  void queryClient.invalidateQueries({ queryKey: ['get', '/manager_view/observers'] });
}
