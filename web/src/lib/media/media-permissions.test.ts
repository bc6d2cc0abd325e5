import { describe, expect, it, vi } from 'vitest';
import { checkMediaAccess, type MediaAccessEnv } from './media-permissions';
import { FakeStream, FakeTrack } from './test-fakes';

function env(states: Record<string, PermissionState>, gum?: () => Promise<MediaStream>, kinds = ['audioinput', 'videoinput']) {
  const tracks = [new FakeTrack('audio'), new FakeTrack('video')];
  const e = {
    getUserMedia: vi.fn(gum ?? (async () => new FakeStream(tracks) as unknown as MediaStream)),
    queryPermission: async (name: string) => states[name] ?? 'prompt',
    enumerateDevices: async () => kinds.map((kind) => ({ kind }) as MediaDeviceInfo),
  } satisfies MediaAccessEnv;
  return { e, tracks };
}

const fail = (name: string) => async () => { throw new DOMException('no', name); };

describe('checkMediaAccess', () => {
  it('asks when undetermined, for the camera only when video is on, and releases the devices', async () => {
    const { e, tracks } = env({ microphone: 'prompt' });
    await expect(checkMediaAccess({ video: false }, e)).resolves.toBeNull();
    expect(e.getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
    expect(tracks.every((t) => t.readyState === 'ended')).toBe(true);
    await checkMediaAccess({ video: true }, e);
    expect(e.getUserMedia).toHaveBeenLastCalledWith({ audio: true, video: true });
  });

  it('does not ask again once granted', async () => {
    const { e } = env({ microphone: 'granted', camera: 'granted' });
    await expect(checkMediaAccess({ video: true }, e)).resolves.toBeNull();
    expect(e.getUserMedia).not.toHaveBeenCalled();
  });

  it('reports a denial without asking', async () => {
    const { e } = env({ microphone: 'granted', camera: 'denied' });
    await expect(checkMediaAccess({ video: true }, e)).resolves.toBe('media-denied');
    expect(e.getUserMedia).not.toHaveBeenCalled();
  });

  it('maps what the browser answers to the media errors', async () => {
    await expect(checkMediaAccess({ video: false }, env({}, fail('NotAllowedError')).e)).resolves.toBe('media-denied');
    await expect(checkMediaAccess({ video: false }, env({}, fail('NotFoundError')).e)).resolves.toBe('media-not-found');
  });

  it('reports a missing device even when permission was granted', async () => {
    const { e } = env({ microphone: 'granted', camera: 'granted' }, undefined, ['audioinput']);
    await expect(checkMediaAccess({ video: true }, e)).resolves.toBe('media-not-found');
    await expect(checkMediaAccess({ video: false }, e)).resolves.toBeNull();
  });
});
