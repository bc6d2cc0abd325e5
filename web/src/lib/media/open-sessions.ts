// The video sessions open in this tab: the overlay's visit and every wall tile's monitoring call.
// A meeting that the device or the room ended (realtime meeting-status-changed, live-video §4)
// ends the session that holds it at once, whichever it is. A wall tile learnt it only from its
// picture, after the freeze limit (20 s), or from ICE giving up.
// The tab closing (pagehide) hangs every one up: each audits its end and leaves its meeting while
// the page goes (those calls are sent keepalive: page-going.ts), and the calls held back while
// they connected (call-lanes.ts: a tile's video_started entry) are let go with them, not lost.
// One room hears the user at a time: a visit starting here closes a wall's Talk and Listen, and a
// wall's Talk mutes a visit's microphone. The user's voice went to two rooms at once (wall QA).
import type { VideoSession } from './video-session';

const open = new Set<VideoSession>();

function hangUpAll(): void {
  for (const session of [...open]) void session.hangUp();
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', hangUpAll);

/** The session is open from its start until `lifetime` aborts (it finished). */
export function holdOpen(session: VideoSession, lifetime: AbortSignal): void {
  open.add(session);
  lifetime.addEventListener('abort', () => open.delete(session), { once: true });
}

/**
 * One of this tab's calls holds the meeting: a participant the API lists as the user's own (`you`)
 * is then this window's (a wall tile beside the overlay's visit), not another window's.
 */
export function isMeetingOpenHere(meetingId: string | null): boolean {
  if (meetingId === null) return false;
  for (const session of open) if (session.getSnapshot().meetingId === meetingId) return true;
  return false;
}

/** The meeting ended on the other side: its session (if this tab has it) ends with room-disconnected. */
export function meetingEnded(meetingId: string): void {
  for (const session of [...open]) if (session.getSnapshot().meetingId === meetingId) session.remoteEnded();
}

const visitListeners = new Set<() => void>();

/** Told when a video visit (a call that is not a monitoring one) starts in this tab. */
export function onVisitStarted(listener: () => void): () => void {
  visitListeners.add(listener);
  return () => void visitListeners.delete(listener);
}

export function visitStarted(): void {
  for (const listener of [...visitListeners]) listener();
}

/** A wall's Talk is about to open the microphone to a room: every visit of this tab mutes its own first. */
export function muteVisits(): void {
  for (const session of open) if (session.isVisit) session.setMicMuted(true);
}

/**
 * The visit's view failed (the overlay's error boundary): every visit of this tab hangs up. A
 * session started in the render that failed never reached the cleanup that would end it, and its
 * peer connection and microphone stayed open.
 */
export function hangUpVisits(): void {
  for (const session of [...open]) if (session.isVisit) void session.hangUp();
}
