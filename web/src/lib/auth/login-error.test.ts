import { describe, expect, it } from 'vitest';
import { loginErrorText } from './login-error';

describe('loginErrorText', () => {
  it('explains a wrong organisation id', () => {
    expect(loginErrorText('invalid_organization', 'whatever the IdP says')).toBe(
      'Organization ID is not correct. Click button below to continue sign-in.',
    );
  });

  it('explains a blocked login', () => {
    expect(loginErrorText('user_blocked', null)).toBe(
      'This login is disabled. If you have a corporate login, try clicking "Login with corporate SSO" on the login page.',
    );
  });

  it("shows the provider's description for any other error", () => {
    expect(loginErrorText('access_denied', 'The user cancelled the sign-in')).toBe(
      'The user cancelled the sign-in',
    );
  });

  it('falls back to the error code without a description', () => {
    expect(loginErrorText('server_error', null)).toBe('server_error');
    expect(loginErrorText('server_error', '')).toBe('server_error');
  });
});
