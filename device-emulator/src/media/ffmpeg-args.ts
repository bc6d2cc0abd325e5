// The ffmpeg command line of one device's synthetic camera and microphone: a coloured card with
// the overlay text (VP8, cheap: 480x270 at 15 fps, realtime deadline) and quiet room tone (Opus),
// each sent as RTP to a loopback port the emulator reads.
import { existsSync } from 'node:fs';

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

/** The ffmpeg to run: FFMPEG_PATH, else the one on PATH. */
export const ffmpegPath = (): string => process.env.FFMPEG_PATH ?? 'ffmpeg';

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  '/usr/share/fonts/TTF/DejaVuSansMono.ttf',
];

/** A monospace font file if one is installed (fonts-dejavu-core); else fontconfig picks one. */
export function findFont(candidates = FONT_CANDIDATES): string | null {
  return candidates.find((path) => existsSync(path)) ?? null;
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
