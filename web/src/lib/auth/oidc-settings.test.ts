import { beforeEach, describe, expect, it } from 'vitest';
import { organizationId, signInSettings } from './oidc-settings';
import { webConfig } from '../../testing/fixtures';

const config = webConfig;

describe('signInSettings', () => {
  it('uses the page origin for a path authority and the callback route', () => {
    expect(signInSettings(config, 'http://localhost:8080', 'org-1')).toEqual({
      authority: 'http://localhost:8080/oidc',
      clientId: 'bedside-web',
      redirectUri: 'http://localhost:8080/auth/callback',
      params: {
        response_type: 'code',
        client_id: 'bedside-web',
        redirect_uri: 'http://localhost:8080/auth/callback',
        scope: 'openid profile',
        prompt: 'login',
        organization_id: 'org-1',
      },
    });
  });
});

describe('organizationId', () => {
  beforeEach(() => sessionStorage.clear());

  it('prefers the organisation chosen through /h/{orgId}', () => {
    sessionStorage.setItem('ORGANIZATION_ID', 'org-from-link');
    expect(organizationId(config, sessionStorage)).toBe('org-from-link');
  });

  it('falls back to the configured organisation', () => {
    expect(organizationId(config, sessionStorage)).toBe('org-default');
  });
});
