import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('api-token-boot', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('takes the token out of the address bar as soon as it is imported', async () => {
    window.history.replaceState(null, '', '/hospital/video_devices?api_token=XYZ&page=2');
    await import('./api-token-boot');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/hospital/video_devices?page=2');
    expect(localStorage.getItem('AUTH_TOKEN')).toBe('XYZ');
  });
});
