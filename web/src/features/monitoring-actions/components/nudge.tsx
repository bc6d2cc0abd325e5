// Nudges (nudge-state-changed): a toggle for users who may raise alerts, and a highlight over a
// monitor's video while it is nudged, for every viewer.
import { Badge, Box, Button } from '@mantine/core';
import { useMonitoringPermissions, useNudge } from '../hooks/use-watch-state';
import type { MonitorRef } from './monitor-ref';

export function NudgeToggle({ monitor }: { monitor: MonitorRef }) {
  const nudge = useNudge(monitor.id);
  // Nobody watches a stopped monitor to be nudged (the API refuses it); a nudge left on still clears.
  if (!useMonitoringPermissions().alert || (monitor.status === 'stopped' && !nudge.nudged)) return null;
  return (
    <Button size="compact-xs" variant="light" color="orange" aria-pressed={nudge.nudged} loading={nudge.pending} onClick={() => nudge.setNudged(!nudge.nudged)}>
      {nudge.nudged ? 'Clear Nudge' : 'Nudge'}
    </Button>
  );
}

/** A frame over the monitor's video box (position: relative) while it is nudged; clicks pass through. */
export function NudgeHighlight({ monitor }: { monitor: MonitorRef }) {
  const { nudged, changedBy } = useNudge(monitor.id);
  if (!nudged) return null;
  return (
    <Box
      data-testid="nudge-highlight" pos="absolute" inset={0}
      style={{ border: '4px solid var(--mantine-color-orange-6)', borderRadius: 'inherit', pointerEvents: 'none', zIndex: 4 }}
    >
      <Badge color="orange" pos="absolute" bottom={6} right={6}>Nudged{changedBy ? ` by ${changedBy}` : ''}</Badge>
    </Box>
  );
}
