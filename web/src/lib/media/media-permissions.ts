// The media permission flow (spec section 4): when a permission is still undetermined, ask for
// the microphone (and the camera when the user's video is on) and release them at once, so the
// browser's question comes before Join and a denial blocks joining instead of breaking the call.

export type MediaAccessError = 'media-not-found' | 'media-denied';

export interface MediaAccessEnv {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  /** Missing in some browsers (and for 'camera'/'microphone' in Firefox): then we just ask. */
  queryPermission?(name: 'camera' | 'microphone'): Promise<PermissionState>;
  enumerateDevices?(): Promise<Pick<MediaDeviceInfo, 'kind'>[]>;
}

function browserEnv(): MediaAccessEnv {
  const devices = globalThis.navigator?.mediaDevices;
  const permissions = globalThis.navigator?.permissions;
  return {
    getUserMedia: (constraints) => {
      if (!devices?.getUserMedia) return Promise.reject(new DOMException('No media devices', 'NotFoundError'));
      return devices.getUserMedia(constraints);
    },
    queryPermission: permissions
      ? async (name) => (await permissions.query({ name: name as PermissionName })).state
      : undefined,
    enumerateDevices: devices?.enumerateDevices ? () => devices.enumerateDevices() : undefined,
  };
}

const NOT_FOUND = new Set(['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError']);
// The device is there but we may not use it (refused, blocked by policy, in use elsewhere).
const DENIED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError', 'NotReadableError', 'TrackStartError', 'AbortError']);

/** Maps a getUserMedia failure to the error the user sees; null when it is not about devices. */
export function mediaErrorFrom(error: unknown): MediaAccessError | null {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (NOT_FOUND.has(name)) return 'media-not-found';
  if (DENIED.has(name)) return 'media-denied';
  return null;
}

async function permissionState(env: MediaAccessEnv, name: 'camera' | 'microphone'): Promise<PermissionState> {
  if (!env.queryPermission) return 'prompt';
  try {
    return await env.queryPermission(name);
  } catch {
    return 'prompt';
  }
}

export async function checkMediaAccess(
  opts: { video: boolean },
  env: MediaAccessEnv = browserEnv(),
): Promise<MediaAccessError | null> {
  const names: ('microphone' | 'camera')[] = opts.video ? ['microphone', 'camera'] : ['microphone'];
  const states = await Promise.all(names.map((name) => permissionState(env, name)));
  if (states.includes('denied')) return 'media-denied';

  if (states.every((state) => state === 'granted')) {
    // Granted but unplugged: the call would fail at getUserMedia, so say it now.
    if (!env.enumerateDevices) return null;
    try {
      const kinds = new Set((await env.enumerateDevices()).map((device) => device.kind));
      if (!kinds.has('audioinput') || (opts.video && !kinds.has('videoinput'))) return 'media-not-found';
    } catch {
      // Cannot tell: let the call itself find out.
    }
    return null;
  }

  try {
    const stream = await env.getUserMedia({ audio: true, video: opts.video });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    return mediaErrorFrom(error) ?? 'media-denied';
  }
}
