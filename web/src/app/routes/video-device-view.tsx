// /hospital/video_devices/:id/view
import { useParams } from 'react-router';
import { VideoDeviceDetails } from '../../features/video-devices/components/video-device-details';

export function Component() {
  const { id = '' } = useParams();
  return <VideoDeviceDetails key={id} deviceId={Number(id)} />;
}
