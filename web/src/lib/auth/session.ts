import { storageKeys } from '../storage/keys';

export function getAuthToken(): string | null {
  return localStorage.getItem(storageKeys.authToken);
}

export function getSessionId(): string | null {
  return localStorage.getItem(storageKeys.sessionId);
}

/** A sign-in starts a new browser session: the server ends older sessions by this id. */
export function startSession(token: string): void {
  localStorage.setItem(storageKeys.authToken, token);
  localStorage.setItem(storageKeys.sessionId, newSessionId());
}

export function clearAuthToken(): void {
  localStorage.removeItem(storageKeys.authToken);
}

// randomUUID exists only in secure contexts; a page opened over plain http on a LAN address
// still needs a session id, so fall back to getRandomValues, which works everywhere.
function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
