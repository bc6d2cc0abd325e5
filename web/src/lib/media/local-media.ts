// The clinician's side of the call: microphone, and the camera when their video is on.
import { mediaErrorFrom } from './media-permissions';
import { LOCAL_VIDEO_CONSTRAINTS, type SessionErrorCode } from './session-types';

export type LocalMedia = { stream: MediaStream } | { error: SessionErrorCode };

interface MediaEnv {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  createMediaStream(tracks: MediaStreamTrack[]): MediaStream;
}

/** Never rejects: a failure becomes the error the session ends with. */
export async function openLocalMedia(opts: { preview: boolean; sendVideo: boolean }, env: MediaEnv): Promise<LocalMedia> {
  try {
    // A preview listens only: an empty stream, nothing asked of the user's devices.
    if (opts.preview) return { stream: env.createMediaStream([]) };
    const stream = await env.getUserMedia({ audio: true, video: opts.sendVideo ? LOCAL_VIDEO_CONSTRAINTS : false });
    return { stream };
  } catch (error) {
    // Not a device problem (no getUserMedia, no MediaStream): the browser cannot do it at all.
    return { error: mediaErrorFrom(error) ?? 'no-local-media-stream' };
  }
}

export function releaseMedia(media: LocalMedia | MediaStream | null): void {
  const stream = media && 'getTracks' in media ? media : media && 'stream' in media ? media.stream : null;
  for (const track of stream?.getTracks() ?? []) track.stop();
}
