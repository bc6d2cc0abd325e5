// The privacy curtain: a toggle for users who may edit monitors, and the veil that blurs the
// monitor's video for every viewer while it is closed (put it inside the video's box, which
// must be position: relative).
import { Box, Button, Text } from '@mantine/core';
import { useCurtain, useMonitoringPermissions } from '../hooks/use-watch-state';
import type { MonitorRef } from './monitor-ref';

export function CurtainToggle({ monitor }: { monitor: MonitorRef }) {
  const curtain = useCurtain(monitor.id);
  // A stopped monitor's curtain does not close (the API refuses it); one left closed still opens.
  if (!useMonitoringPermissions().edit || (monitor.status === 'stopped' && !curtain.closed)) return null;
  return (
    <Button size="compact-xs" variant={curtain.closed ? 'filled' : 'light'} color="grape" aria-pressed={curtain.closed} loading={curtain.pending} onClick={() => curtain.setClosed(!curtain.closed)}>
      {curtain.closed ? 'Open Curtain' : 'Close Curtain'}
    </Button>
  );
}

export function CurtainVeil({ monitor }: { monitor: MonitorRef }) {
  const { closed, changedBy } = useCurtain(monitor.id);
  if (!closed) return null;
  return (
    <Box
      data-testid="privacy-curtain"
      pos="absolute" inset={0} display="flex"
      style={{ alignItems: 'center', justifyContent: 'center', backdropFilter: 'blur(24px)', background: 'rgba(40, 20, 60, 0.35)', zIndex: 2 }}
    >
      <Text c="white" fw={700} size="sm" ta="center">Privacy curtain closed{changedBy ? ` by ${changedBy}` : ''}</Text>
    </Box>
  );
}
