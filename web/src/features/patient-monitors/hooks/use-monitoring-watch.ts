// The monitoring page's session, on while the monitor is active (the watch is plain TypeScript).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { MonitoringWatch } from '../utils/monitoring-watch';
import { createMonitoringSession, type MonitoringTarget } from '../../../lib/media/monitoring-session';
import type { VideoSession } from '../../../lib/media/video-session';

/** Makes the page's session: createMonitoringSession, or a fake a test hands in. */
export type MonitoringSessionFactory = (monitor: MonitoringTarget) => VideoSession;

export function useMonitoringWatch(
  monitor: { id: number; patientId: number },
  active: boolean,
  createSession: MonitoringSessionFactory = createMonitoringSession,
) {
  const [watch] = useState(() => new MonitoringWatch(() => createSession(monitor)));
  useEffect(() => {
    watch.set(active);
  }, [watch, active]);
  useEffect(() => () => watch.set(false), [watch]);
  return { session: useSyncExternalStore(watch.subscribe, watch.current), retry: () => watch.retry() };
}
