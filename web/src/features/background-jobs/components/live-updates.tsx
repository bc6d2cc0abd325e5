// Above the jobs list: progress arrives by realtime (background-job-updated); while the socket is
// down the screen asks again every few seconds instead, and says so.
import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeStatus } from '../../../lib/realtime/realtime-status';
import { backgroundJobChanged } from '../api/background-jobs';

const POLL_MS = 3000;

export function JobsLiveUpdates() {
  const queryClient = useQueryClient();
  const down = useRealtimeStatus((s) => s.status !== 'connected' && s.status !== 'subscribing' && s.status !== 'connecting');
  useEffect(() => {
    if (!down) return undefined;
    const timer = setInterval(() => backgroundJobChanged(queryClient), POLL_MS);
    return () => clearInterval(timer);
  }, [down, queryClient]);
  return down ? <Alert color="yellow" mb="sm">Live updates are unavailable: the list refreshes every few seconds.</Alert> : null;
}
