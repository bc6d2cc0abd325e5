// When the patient picture froze, once the freeze has lasted long enough to tell the user: the
// frozen notice, the greyed picture and the No video chip follow this, not every stalled poll.
// Under heavy packet loss the decoder stalls for a few hundred milliseconds at a time; a notice
// flashing on and off with each would be noise, so it waits for FROZEN_NOTICE_MS of freeze.
import { useEffect, useState } from 'react';
import { FROZEN_NOTICE_MS } from '../../../lib/media/freeze-clock';
import type { VideoSession } from '../../../lib/media/video-session';
import { useSessionValue } from './use-session-snapshot';

export function useFrozenSince(session: VideoSession): number | null {
  const since = useSessionValue(session, (s) => (s.state === 'playing' ? s.frozenSince : null));
  const [noticed, setNoticed] = useState<number | null>(null);
  useEffect(() => {
    if (since === null) return undefined;
    const timer = setTimeout(() => setNoticed(since), Math.max(0, since + FROZEN_NOTICE_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [since]);
  return since !== null && noticed === since ? since : null;
}
