import { getSessionId } from '../auth/session';

// localStorage: the Session-Id already announced with user-authenticated, so that a reload or a
// second tab of the same session does not announce it again. Logout clears it with the rest.
const ANNOUNCED_KEY = 'ANNOUNCED_SESSION_ID';

/** The session id to announce after a sign-in, or null when this session was announced already. */
export function sessionToAnnounce(storage: Storage = localStorage): string | null {
  const sessionId = getSessionId();
  if (!sessionId || storage.getItem(ANNOUNCED_KEY) === sessionId) return null;
  return sessionId;
}

export function markAnnounced(sessionId: string, storage: Storage = localStorage): void {
  storage.setItem(ANNOUNCED_KEY, sessionId);
}

/**
 * user-authenticated from another session of this user: someone signed in elsewhere. What names no
 * session (missing, empty, not text) is no other session: it must never end this one.
 */
export function isOtherSession(announcedSessionId: unknown): boolean {
  const own = getSessionId();
  return own !== null && typeof announcedSessionId === 'string' && announcedSessionId !== '' && announcedSessionId !== own;
}

// localStorage: the session a sign-in on another device ended. A reload or a new tab of it shows
// 'Signed In From Another Device' again instead of carrying on (QA: a reload escaped the dialog,
// whose only way on is Sign-In Again). A new sign-in has a new session id; logout clears it.
const SUPERSEDED_KEY = 'SUPERSEDED_SESSION_ID';

export function markSuperseded(storage: Storage = localStorage): void {
  const own = getSessionId();
  if (own) storage.setItem(SUPERSEDED_KEY, own);
}

/** This browser's session was ended by a sign-in elsewhere (told before a reload, or in another tab). */
export function isSuperseded(storage: Storage = localStorage): boolean {
  const own = getSessionId();
  return own !== null && storage.getItem(SUPERSEDED_KEY) === own;
}
