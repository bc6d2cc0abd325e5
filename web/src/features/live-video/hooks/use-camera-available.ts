import type { VideoSession } from '../../../lib/media/video-session';
import { useSessionValue } from './use-session-snapshot';

/**
 * The device camera can be steered: the call was joined with PTZ, the device has it, its control
 * channel is open and the picture plays. The Camera button and the panel beside the video share it.
 */
export function useCameraAvailable(session: VideoSession, devicePtz: boolean, callPtz: boolean): boolean {
  const steerable = useSessionValue(session, (s) => s.controlOpen && s.state === 'playing');
  return callPtz && devicePtz && steerable;
}
