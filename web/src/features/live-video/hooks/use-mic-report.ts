import { useEffect } from 'react';
import { afterConnecting } from '../../../lib/api/call-lanes';
import type { VideoSession } from '../../../lib/media/video-session';
import { setMeetingMic } from '../api/set-meeting-mic';
import { MicReporter } from '../../../lib/media/mic-report';

/** Tells the backend each mute and unmute of the session's microphone (room-participants). */
export function useMicReport(session: VideoSession): void {
  useEffect(() => {
    const reporter = new MicReporter(setMeetingMic, afterConnecting);
    const follow = () => {
      const { state, meetingId, micMuted } = session.getSnapshot();
      // A stopped session has left its meeting: nothing is left to report.
      if (state !== 'stopped') reporter.update(meetingId, micMuted);
    };
    follow();
    return session.subscribe(follow);
  }, [session]);
}
