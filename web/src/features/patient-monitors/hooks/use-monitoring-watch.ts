// The monitoring page's session, on while the monitor is active (the watch is plain TypeScript).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { MonitoringWatch } from '../utils/monitoring-watch';
import { createMonitoringSession } from '../../../lib/media/monitoring-session';

export function useMonitoringWatch(monitor: { id: number; patientId: number }, active: boolean) {
  const [watch] = useState(() => new MonitoringWatch(() => createMonitoringSession(monitor)));
  useEffect(() => {
    watch.set(active);
  }, [watch, active]);
  useEffect(() => () => watch.set(false), [watch]);
  return { session: useSyncExternalStore(watch.subscribe, watch.current), retry: () => watch.retry() };
}
