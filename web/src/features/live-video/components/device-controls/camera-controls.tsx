import { Button, Divider, Popover, Stack } from '@mantine/core';
import type { VideoSession } from '../../../../lib/media/video-session';
import { usePtz } from '../../hooks/use-ptz';
import { PresetsPanel } from './presets-panel';
import { PtzPad } from './ptz-pad';

interface CameraControlsProps {
  session: VideoSession;
  deviceId: number;
  presets: boolean;
}

/** The device camera and its presets, behind one button so the call row stays small. */
export function CameraControls({ session, deviceId, presets }: CameraControlsProps) {
  const ptz = usePtz(session);
  return (
    <Popover position="top-end" withinPortal shadow="md" trapFocus={false} closeOnEscape>
      <Popover.Target>
        <Button size="xs" variant="default">Camera</Button>
      </Popover.Target>
      <Popover.Dropdown miw={240} aria-label="Camera">
        <Stack gap="sm">
          <PtzPad position={ptz.position} error={ptz.error} send={ptz.send} />
          {presets ? (
            <>
              <Divider />
              <PresetsPanel deviceId={deviceId} send={ptz.send} />
            </>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
