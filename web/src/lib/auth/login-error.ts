// Texts of the Login Error dialog (spec, error catalogue). The provider reports the reason in
// the callback URL as `error` and `error_description`.
const messages = new Map([
  ['invalid_organization', 'Organization ID is not correct. Click button below to continue sign-in.'],
  [
    'user_blocked',
    'This login is disabled. If you have a corporate login, try clicking "Login with corporate SSO" on the login page.',
  ],
]);

export function loginErrorText(error: string, description: string | null): string {
  return messages.get(error) ?? (description || error);
}
