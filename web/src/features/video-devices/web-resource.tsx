// Video devices on the generic resource pages: the frame settings on the edit page. (The view
// page's Test Video button is live video's; app/resources/registry.ts adds it.)
import type { components } from '@bedside/openapi/api';
import { videoDevices } from '@bedside/resources';
import type { WebResource } from '../../components/resource/web-resource';
import { FrameSettingsPanel } from './components/frame-settings-panel';

type VideoDevice = components['schemas']['VideoDevice'];

export const videoDevicesWeb: WebResource<VideoDevice> = {
  descriptor: videoDevices,
  EditExtras: FrameSettingsPanel,
  // The live video device picker lists devices by status and room.
  related: [['get', '/video_devices/picker']],
};
