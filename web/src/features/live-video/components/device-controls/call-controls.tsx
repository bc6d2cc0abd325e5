// The in-call controls placed in the call view's controls slot: connection quality and Wi-Fi, the
// Camera button (its panel sits beside the video) while the device's control channel is open, and
// the device menu.
import { Group } from '@mantine/core';
import type { CurrentUser } from '../../../../lib/permissions/current-user';
import { accessSubjectOf } from '../../../../lib/permissions/permissions';
import type { VideoSession } from '../../../../lib/media/video-session';
import type { VideoDevice } from '../../api/list-picker-devices';
import { useCallDevice } from '../../hooks/use-call-device';
import { useCameraAvailable } from '../../hooks/use-camera-available';
import { useFrozenSince } from '../../hooks/use-frozen-since';
import { useQuality } from '../../hooks/use-quality';
import { useReportedTvPower } from '../../hooks/use-reported-tv';
import { useSessionValue } from '../../hooks/use-session-snapshot';
import { CameraToggle } from './camera-controls';
import { DeviceMenu } from './device-menu';
import { QualityIndicator } from './quality-indicator';
import { WifiSignal } from './wifi-signal';

interface CallControlsProps {
  session: VideoSession;
  device: VideoDevice;
  patientMonitorId: number | null;
  external: boolean;
  user: CurrentUser;
  divisionId: number | null;
  /** the call was joined with PTZ (the settings' Pan-Tilt-Zoom Camera) */
  ptz: boolean;
  /** Reboot Device was confirmed: the visit ends once the command is sent (true) */
  onDeviceRebooting: (sent: Promise<boolean>) => void;
}

export function CallControls({ session, device: given, patientMonitorId, external, user, divisionId, ptz, onDeviceRebooting }: CallControlsProps) {
  const playing = useSessionValue(session, (s) => s.state === 'playing');
  const meetingId = useSessionValue(session, (s) => s.meetingId);
  const device = useCallDevice(given);
  const flags = user.enabled_flags;
  const indicator = flags.includes('connection_quality_indicator');
  const quality = useQuality({
    session, playing, indicator,
    videoDeviceId: device.id, divisionId: divisionId ?? device.division.id, meetingId,
  });
  const cameraShown = useCameraAvailable(session, device.ptz_enabled, ptz);
  const tvPower = useReportedTvPower(device.id);
  const frozen = useFrozenSince(session) !== null;
  return (
    <Group gap="xs" wrap="wrap" data-testid="call-controls">
      {indicator ? <QualityIndicator snapshot={quality} frozen={frozen} /> : null}
      {indicator && playing ? <WifiSignal device={device} /> : null}
      {cameraShown ? <CameraToggle /> : null}
      <DeviceMenu device={device} context={{ playing, external, patientMonitorId, access: accessSubjectOf(user) }} onDeviceRebooting={onDeviceRebooting} tvPower={tvPower} />
    </Group>
  );
}
