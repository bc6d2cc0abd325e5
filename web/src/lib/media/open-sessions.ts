// The video sessions open in this tab: the overlay's visit and every wall tile's monitoring call.
// A meeting that the device or the room ended (realtime meeting-status-changed, live-video §4)
// ends the session that holds it at once, whichever it is. A wall tile learnt it only from its
// picture, after the freeze limit (20 s), or from ICE giving up.
import type { VideoSession } from './video-session';

const open = new Set<VideoSession>();

/** The session is open from its start until it finished; the returned function lets it go. */
export function holdOpen(session: VideoSession): () => void {
  open.add(session);
  return () => void open.delete(session);
}

/** The meeting ended on the other side: its session (if this tab has it) ends with room-disconnected. */
export function meetingEnded(meetingId: string): void {
  for (const session of [...open]) if (session.getSnapshot().meetingId === meetingId) session.remoteEnded();
}
