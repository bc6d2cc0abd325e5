import { describe, expect, it, vi } from 'vitest';
import { getConfig, loadConfig, resolveAuthority, type WebConfig } from './config';

const config: WebConfig = {
  apiBaseUrl: '/api/v1',
  buildLabel: '2025.09.30',
  realtime: { key: 'app-key', host: '', port: 0, forceTLS: false, cluster: 'mt1' },
  oidc: { authority: '/oidc', clientId: 'bedside-web', organizationId: 'org-1', scope: 'openid' },
};

describe('loadConfig', () => {
  it('fetches /config.json and keeps it for getConfig', async () => {
    const fetchImpl = vi.fn(async () => Response.json(config));

    await expect(loadConfig(fetchImpl)).resolves.toEqual(config);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(getConfig()).toEqual(config);
  });

  it('fails with the HTTP status when the file is missing', async () => {
    const fetchImpl = vi.fn(async () => new Response('missing', { status: 404 }));

    await expect(loadConfig(fetchImpl)).rejects.toThrow('HTTP 404');
  });
});

describe('resolveAuthority', () => {
  it('resolves a path against the page origin', () => {
    expect(resolveAuthority('/oidc', 'http://localhost:8080')).toBe('http://localhost:8080/oidc');
  });

  it('keeps an absolute authority as it is', () => {
    expect(resolveAuthority('https://idp.example/realms/bedside', 'http://localhost:8080')).toBe(
      'https://idp.example/realms/bedside',
    );
  });
});
