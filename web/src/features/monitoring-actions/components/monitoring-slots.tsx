// Ready-made slot contents for a monitor's tile or page: the actions (Alarm, curtain, nudge) and
// the overlay over its video (the alarm banner, the curtain's veil, the nudge's frame).
import { Box, Group } from '@mantine/core';
import { AlarmBanner } from './alarm-banner';
import { AlarmButton } from './alarm-button';
import { CurtainToggle, CurtainVeil } from './curtain';
import type { MonitorRef } from './monitor-ref';
import { NudgeHighlight, NudgeToggle } from './nudge';

export function MonitoringActions({ monitor }: { monitor: MonitorRef }) {
  return (
    // Wraps in a narrow tile: at 8 across on 1920 px Nudge was cut off by 22 to 40 px (wall QA).
    <Group gap={4} wrap="wrap">
      <AlarmButton monitor={monitor} />
      <CurtainToggle monitor={monitor} />
      <NudgeToggle monitor={monitor} />
    </Group>
  );
}

/** Fills the video's box (position: relative): the veil over the picture, the banner on top. */
export function MonitoringOverlay({ monitor }: { monitor: MonitorRef }) {
  return (
    <>
      <CurtainVeil monitor={monitor} />
      <NudgeHighlight monitor={monitor} />
      <Box pos="absolute" top={0} left={0} right={0} style={{ zIndex: 3 }}><AlarmBanner monitor={monitor} /></Box>
    </>
  );
}
