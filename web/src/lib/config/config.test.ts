import { describe, expect, it, vi } from 'vitest';
import { getConfig, loadConfig, resolveAuthority } from './config';
import { webConfig } from '../../testing/fixtures';

const config = webConfig;

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
