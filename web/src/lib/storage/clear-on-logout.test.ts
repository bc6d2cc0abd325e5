import { beforeEach, describe, expect, it } from 'vitest';
import { clearStorageOnLogout } from './clear-on-logout';

describe('clearStorageOnLogout', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps MASK_PHI and removes every other key', () => {
    localStorage.setItem('AUTH_TOKEN', 'token');
    localStorage.setItem('SESSION_ID', 'session');
    localStorage.setItem('MASK_PHI', 'true');
    sessionStorage.setItem('ORGANIZATION_ID', 'org-1');

    clearStorageOnLogout(localStorage, sessionStorage);

    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('MASK_PHI')).toBe('true');
    expect(sessionStorage.length).toBe(0);
  });

  it('does not invent MASK_PHI when it was never set', () => {
    localStorage.setItem('AUTH_TOKEN', 'token');

    clearStorageOnLogout(localStorage, sessionStorage);

    expect(localStorage.length).toBe(0);
  });
});
