// The ffmpeg command line of one device's synthetic camera and microphone: a coloured card with
// the overlay text (VP8, cheap: 480x270 at 15 fps, realtime deadline) and quiet room tone (Opus),
// each sent as RTP to a loopback port the emulator reads.
import { createRequire } from 'node:module';

export interface CameraOptions {
  overlayFile: string;
  /** Re-read every frame like the overlay: one character in it blacks out the whole picture. */
  blackFile?: string;
  /** Re-read every frame: the room landmark placed where the camera points (see sceneText). */
  sceneFile?: string;
  videoPort: number;
  audioPort: number;
  fontFile: string | null;
  width?: number;
  height?: number;
  fps?: number;
}

const require = createRequire(import.meta.url);

/**
 * The ffmpeg to run: FFMPEG_PATH, else the static build the emulator installs from the npm
 * registry (@ffmpeg-installer, with libvpx, libopus and drawtext), so a machine with only Node
 * and npm has live video; else one on PATH, for a platform that package does not ship.
 */
export function ffmpegPath(): string {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  try {
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return 'ffmpeg';
  }
}

/**
 * The overlay's font, from the npm registry too (@fontsource's DejaVu Sans Mono, latin subset:
 * the overlay is ASCII), so the picture needs no system fonts. ffmpeg's
 * FreeType reads WOFF; null falls back to fontconfig's monospace.
 */
export function findFont(): string | null {
  try {
    return require.resolve('@fontsource/dejavu-mono/files/dejavu-mono-latin-400-normal.woff');
  } catch {
    return null;
  }
}

/** A value inside a filtergraph option: quote it so ':' and ',' in paths stay literal. */
const filterValue = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

export function cameraArgs({ overlayFile, blackFile, sceneFile, videoPort, audioPort, fontFile, width = 480, height = 270, fps = 15 }: CameraOptions): string[] {
  const font = fontFile ? `fontfile=${filterValue(fontFile)}` : 'font=monospace';
  const overlay = `drawtext=${font}:textfile=${filterValue(overlayFile)}:reload=1:fontcolor=white:fontsize=20:line_spacing=8:x=16:y=16:box=1:boxcolor=black@0.45:boxborderw=8`;
  // The black fault: an empty file draws nothing; a character draws a box wider than the frame.
  const black = blackFile ? `,drawtext=${font}:textfile=${filterValue(blackFile)}:reload=1:fontsize=8:fontcolor=black:box=1:boxcolor=black:boxborderw=${width + height}:x=0:y=0` : '';
  const scene = sceneFile ? `drawtext=${font}:textfile=${filterValue(sceneFile)}:reload=1:fontcolor=0xf2c14e:fontsize=20:line_spacing=0:x=0:y=0,` : '';
  const text = scene + overlay + black;
  // connect=1: when the emulator is gone (even killed), sends fail and ffmpeg exits, not orphaned.
  const rtp = (port: number) => `rtp://127.0.0.1:${port}?pkt_size=1200&connect=1&rtcpport=${port}`;
  return [
    '-hide_banner', '-loglevel', 'error', '-nostdin',
    '-re', '-f', 'lavfi', '-i', `color=c=0x1d4e5f:s=${width}x${height}:r=${fps}`,
    '-re', '-f', 'lavfi', '-i', 'anoisesrc=color=brown:amplitude=0.02:sample_rate=48000',
    '-map', '0:v', '-vf', text, '-pix_fmt', 'yuv420p',
    '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '350k', '-maxrate', '400k', '-bufsize', '200k',
    // A keyframe every second bounds how long a viewer who lost one waits; lag 0 keeps latency low.
    '-g', String(fps), '-keyint_min', String(fps), '-lag-in-frames', '0', '-error-resilient', '1', '-auto-alt-ref', '0',
    '-payload_type', '96', '-ssrc', '1111', '-f', 'rtp', rtp(videoPort),
    '-map', '1:a', '-c:a', 'libopus', '-b:a', '24k', '-application', 'lowdelay', '-frame_duration', '20', '-ac', '2',
    '-payload_type', '111', '-ssrc', '2222', '-f', 'rtp', rtp(audioPort),
  ];
}

/** The monitoring loop's length: whole keyframe intervals, so it wraps on a keyframe. */
export const LOOP_SECONDS = 4;

/**
 * The monitoring picture, encoded once (not in real time) to RTP on loopback: 320x180 VP8 at 15 fps
 * with a keyframe every second, a marker sweeping once per loop (so a viewer sees frames advance and
 * the wrap is seamless), and room tone as 60 ms Opus frames (a third of the packets of 20 ms ones).
 */
export function monitoringLoopArgs({ videoPort, audioPort, fontFile, fps = 15 }: Pick<CameraOptions, 'videoPort' | 'audioPort' | 'fontFile' | 'fps'>): string[] {
  const font = fontFile ? `fontfile=${filterValue(fontFile)}` : 'font=monospace';
  const label = `drawtext=${font}:text='Monitoring':fontcolor=white@0.8:fontsize=16:x=12:y=12`;
  const sweep = `drawtext=${font}:text='o':fontcolor=0xf2c14e:fontsize=18:y=h-30:x=(w-tw)*mod(t\\,${LOOP_SECONDS})/${LOOP_SECONDS}`;
  const rtp = (port: number) => `rtp://127.0.0.1:${port}?pkt_size=1200`;
  return [
    '-hide_banner', '-loglevel', 'error', '-nostdin',
    '-f', 'lavfi', '-i', `color=c=0x1d4e5f:s=320x180:r=${fps}:d=${LOOP_SECONDS}`,
    '-f', 'lavfi', '-i', `anoisesrc=color=brown:amplitude=0.02:sample_rate=48000:duration=${LOOP_SECONDS}`,
    '-map', '0:v', '-vf', `${label},${sweep}`, '-pix_fmt', 'yuv420p',
    '-c:v', 'libvpx', '-deadline', 'good', '-cpu-used', '4', '-b:v', '150k',
    '-g', String(fps), '-keyint_min', String(fps), '-lag-in-frames', '0', '-error-resilient', '1', '-auto-alt-ref', '0',
    '-payload_type', '96', '-ssrc', '4444', '-f', 'rtp', rtp(videoPort),
    '-map', '1:a', '-c:a', 'libopus', '-b:a', '24k', '-application', 'lowdelay', '-frame_duration', '60', '-ac', '2',
    '-payload_type', '111', '-ssrc', '5555', '-f', 'rtp', rtp(audioPort),
  ];
}
