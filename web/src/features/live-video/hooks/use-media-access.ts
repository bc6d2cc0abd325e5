import { useEffect, useState } from 'react';
import { checkMediaAccess } from '../../../lib/media/media-permissions';
import type { SessionErrorCode } from '../../../lib/media/video-session';

/**
 * The media permission flow (spec section 4): ask for the microphone, and the camera when the
 * user's video is on, then release them. A denial or a missing device blocks joining.
 */
export function useMediaAccess(video: boolean): SessionErrorCode | null {
  const [error, setError] = useState<SessionErrorCode | null>(null);
  useEffect(() => {
    let current = true;
    void checkMediaAccess({ video }).then((result) => { if (current) setError(result); });
    return () => { current = false; };
  }, [video]);
  return error;
}
