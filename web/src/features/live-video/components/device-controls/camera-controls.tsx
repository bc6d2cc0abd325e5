// The device camera and its presets in a panel beside the video (below it when the overlay is
// narrow), opened by the Camera button of the call row: a popover over the picture covered the
// very thing being steered (issue 16).
import { Button, Divider, Paper, Stack } from '@mantine/core';
import type { VideoSession } from '../../../../lib/media/video-session';
import { useCameraAvailable } from '../../hooks/use-camera-available';
import { useLiveVideoStore } from '../../hooks/live-video-store';
import { usePtz } from '../../hooks/use-ptz';
import { useSessionValue } from '../../hooks/use-session-snapshot';
import { PresetsPanel } from './presets-panel';
import { PtzPad } from './ptz-pad';

const PANEL_ID = 'call-camera-panel';

/** The call row's Camera button: opens and closes the panel (a docked call is restored to show it). */
export function CameraToggle() {
  const minimised = useLiveVideoStore((s) => s.minimised);
  const shown = useLiveVideoStore((s) => s.cameraOpen) && !minimised;
  const setOpen = useLiveVideoStore((s) => s.setCameraOpen);
  const setMinimised = useLiveVideoStore((s) => s.setMinimised);
  const toggle = () => {
    if (minimised) setMinimised(false);
    setOpen(!shown);
  };
  return (
    <Button size="xs" variant={shown ? 'light' : 'default'} aria-expanded={shown} aria-controls={PANEL_ID} onClick={toggle}>
      Camera
    </Button>
  );
}

interface CameraPanelProps {
  session: VideoSession;
  deviceId: number;
  devicePtz: boolean;
  /** the call was joined with PTZ (the settings' Pan-Tilt-Zoom Camera) */
  callPtz: boolean;
  presets: boolean;
}

export function CameraPanel({ session, deviceId, devicePtz, callPtz, presets }: CameraPanelProps) {
  const open = useLiveVideoStore((s) => s.cameraOpen);
  const available = useCameraAvailable(session, devicePtz, callPtz);
  // Presets belong to the device the call joined (the join names it).
  const joined = useSessionValue(session, (s) => s.videoDeviceId);
  if (!open || !available) return null;
  return <CameraPanelBody session={session} deviceId={joined ?? deviceId} presets={presets} />;
}

function CameraPanelBody({ session, deviceId, presets }: { session: VideoSession; deviceId: number; presets: boolean }) {
  const ptz = usePtz(session);
  return (
    <Paper id={PANEL_ID} role="region" aria-label="Camera" withBorder p="xs" style={{ flex: '0 0 240px', maxWidth: '100%' }}>
      <Stack gap="sm">
        <PtzPad position={ptz.position} error={ptz.error} send={ptz.send} />
        {presets ? (
          <>
            <Divider />
            <PresetsPanel deviceId={deviceId} send={ptz.send} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
