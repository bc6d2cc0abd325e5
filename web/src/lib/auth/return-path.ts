/** Where the identity provider sends the browser back; registered with the IdP client. */
export const AUTH_CALLBACK_PATH = '/auth/callback';

/**
 * Paths carried through sign-in (the `redirect` parameter, the OIDC state) come from the URL, so
 * only same-origin absolute paths are followed; anything else lands on the home page.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.startsWith(AUTH_CALLBACK_PATH)) return '/';
  return value;
}
