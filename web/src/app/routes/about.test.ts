import { describe, expect, it } from 'vitest';
import { apiHost } from './about';

describe('apiHost', () => {
  it('names the site itself for an API on a path of it', () => {
    expect(apiHost('/api/v1', 'http://localhost:8080')).toBe('localhost:8080');
  });

  it('names the provider for an API elsewhere, without its path', () => {
    expect(apiHost('https://provider.example/api/v1', 'http://localhost:8080')).toBe('provider.example');
  });
});
