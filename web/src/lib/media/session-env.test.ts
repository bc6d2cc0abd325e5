import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSessionEnv, scaledTimings } from './session-env';

afterEach(() => vi.unstubAllGlobals());

describe('browserSessionEnv', () => {
  it('rejects with a TypeError (no-local-media-stream) when the browser has no media devices', async () => {
    vi.stubGlobal('navigator', {});
    const env = browserSessionEnv();
    await expect(env.getUserMedia({ audio: true })).rejects.toThrow(new TypeError('getUserMedia is not available'));
    await expect(env.getDisplayMedia({ video: true })).rejects.toThrow(new TypeError('getDisplayMedia is not available'));
  });

  it('asks the browser for the media, and takes the overrides over the defaults', async () => {
    const stream = {} as MediaStream;
    const getUserMedia = vi.fn(async () => stream);
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
    const env = browserSessionEnv(scaledTimings(10));
    await expect(env.getUserMedia({ audio: true })).resolves.toBe(stream);
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(env).toMatchObject({ frozenLimitMs: 2_000, noVideoTimeoutMs: 6_000, testLimitMs: 30_000, framePollMs: 500 });
  });
});
