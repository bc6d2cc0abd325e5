// /hospital/video_devices/:id/view
import { Group } from '@mantine/core';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { TestVideoButton } from '../../features/live-video/components/test-video-button';
import { canUseLiveVideo } from '../../features/live-video/utils/command-rules';
import { VideoDeviceDetails } from '../../features/video-devices/components/video-device-details';
import { accessSubjectOf } from '../../lib/permissions/permissions';

export function Component() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  return (
    <>
      {canUseLiveVideo(accessSubjectOf(user)) ? <Group justify="flex-end"><TestVideoButton deviceId={Number(id)} /></Group> : null}
      <VideoDeviceDetails key={id} deviceId={Number(id)} />
    </>
  );
}
