import { AUTH_CALLBACK_PATH } from '../lib/auth/return-path';

/** The route table: every path the app links to or matches, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  authCallback: AUTH_CALLBACK_PATH,
  hospitalRedirect: '/h/:orgId',
  profile: '/profile',
  about: '/about',
  notifications: '/notifications',
  privacy: '/privacy',
} as const;

/** /login, remembering the page to come back to after sign-in. */
export function loginPath(redirectTo?: string): string {
  return redirectTo ? `${paths.login}?redirect=${encodeURIComponent(redirectTo)}` : paths.login;
}
