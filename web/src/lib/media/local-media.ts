// The clinician's side of the call: microphone, and the camera when their video is on.
import { mediaErrorFrom } from './media-permissions';
import type { SessionEnv } from './session-env';
import { LOCAL_VIDEO_CONSTRAINTS, type SessionErrorCode } from './session-types';

export type LocalMedia = { stream: MediaStream } | { error: SessionErrorCode };

type MediaEnv = Pick<SessionEnv, 'getUserMedia' | 'getDisplayMedia' | 'createMediaStream'>;

/** The screen to share, or null when the user cancels the browser's picker (the call goes on without it). */
async function screenTrack(env: MediaEnv): Promise<MediaStreamTrack | null> {
  try {
    const screen = await env.getDisplayMedia({ video: { frameRate: 15 }, audio: false });
    return screen.getVideoTracks()[0] ?? null;
  } catch {
    return null;
  }
}

/** Never rejects: a failure becomes the error the session ends with. */
export async function openLocalMedia(opts: { preview: boolean; sendVideo: boolean; shareScreen?: boolean }, env: MediaEnv): Promise<LocalMedia> {
  try {
    // A preview listens only: an empty stream, nothing asked of the user's devices.
    if (opts.preview) return { stream: env.createMediaStream([]) };
    const shared = opts.shareScreen ? await screenTrack(env) : null;
    const stream = await env.getUserMedia({ audio: true, video: opts.sendVideo && !shared ? LOCAL_VIDEO_CONSTRAINTS : false });
    // The shared screen takes the place of the camera in the call.
    return { stream: shared ? env.createMediaStream([...stream.getAudioTracks(), shared]) : stream };
  } catch (error) {
    // Not a device problem (no getUserMedia, no MediaStream): the browser cannot do it at all.
    return { error: mediaErrorFrom(error) ?? 'no-local-media-stream' };
  }
}

export function releaseMedia(media: LocalMedia | MediaStream | null): void {
  const stream = media && 'getTracks' in media ? media : media && 'stream' in media ? media.stream : null;
  for (const track of stream?.getTracks() ?? []) track.stop();
}
