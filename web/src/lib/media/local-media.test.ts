import { describe, expect, it, vi } from 'vitest';
import { openLocalMedia } from './local-media';
import { FakeStream, FakeTrack } from './test-fakes';

function env(display: () => Promise<MediaStream>) {
  return {
    getUserMedia: vi.fn(async (c: MediaStreamConstraints) => new FakeStream([new FakeTrack('audio'), ...(c.video ? [new FakeTrack('video', 'camera')] : [])]) as unknown as MediaStream),
    getDisplayMedia: vi.fn(display),
    createMediaStream: (tracks: MediaStreamTrack[]) => new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
  };
}
const kinds = (media: Awaited<ReturnType<typeof openLocalMedia>>) => ('stream' in media ? media.stream.getTracks().map((t) => `${t.kind}:${t.id}`) : media.error);

describe('openLocalMedia', () => {
  it('shares the screen in place of the camera, with the microphone', async () => {
    const e = env(async () => new FakeStream([new FakeTrack('video', 'screen')]) as unknown as MediaStream);
    const media = await openLocalMedia({ preview: false, sendVideo: true, shareScreen: true }, e);
    expect(kinds(media)).toEqual([expect.stringMatching(/^audio:/), 'video:screen']);
    expect(e.getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
  });

  it('goes on with the camera (or audio only) when the user cancels the screen picker', async () => {
    const cancelled = () => Promise.reject(new DOMException('cancelled', 'NotAllowedError'));
    expect(kinds(await openLocalMedia({ preview: false, sendVideo: true, shareScreen: true }, env(cancelled)))).toContain('video:camera');
    expect(kinds(await openLocalMedia({ preview: false, sendVideo: false, shareScreen: true }, env(cancelled)))).toEqual([expect.stringMatching(/^audio:/)]);
  });

  it('asks nothing of the devices for a preview', async () => {
    const e = env(async () => new FakeStream() as unknown as MediaStream);
    expect(kinds(await openLocalMedia({ preview: true, sendVideo: true, shareScreen: true }, e))).toEqual([]);
    expect(e.getUserMedia).not.toHaveBeenCalled();
    expect(e.getDisplayMedia).not.toHaveBeenCalled();
  });
});
