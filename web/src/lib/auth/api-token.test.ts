import { beforeEach, describe, expect, it } from 'vitest';
import { consumeApiToken } from './api-token';

describe('consumeApiToken', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('stores the token, starts a session and removes the parameter', () => {
    window.history.replaceState(null, '', '/patients?api_token=XYZ&page=2#top');

    expect(consumeApiToken(window.location, window.history)).toBe(true);

    expect(localStorage.getItem('AUTH_TOKEN')).toBe('XYZ');
    expect(localStorage.getItem('SESSION_ID')).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/patients?page=2#top',
    );
  });

  it('leaves everything alone without the parameter', () => {
    window.history.replaceState(null, '', '/about');

    expect(consumeApiToken(window.location, window.history)).toBe(false);
    expect(localStorage.getItem('AUTH_TOKEN')).toBeNull();
  });
});
