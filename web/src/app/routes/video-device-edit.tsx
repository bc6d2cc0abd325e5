// /hospital/video_devices/:id/edit
import { useParams } from 'react-router';
import { VideoDeviceEditForm } from '../../features/video-devices/components/video-device-edit-form';

export function Component() {
  const { id = '' } = useParams();
  return <VideoDeviceEditForm key={id} deviceId={Number(id)} />;
}
