// The text burnt into a device's synthetic video: who it is, where, that it is live (clock and
// frame counter) and where its camera points. ffmpeg's drawtext re-reads it every frame.

export interface OverlayInfo {
  deviceName: string;
  roomName: string | null;
  ptz: { pan: number; tilt: number; zoom: number };
  volume?: number;
  tv?: { power: 'on' | 'off'; input: string; muted: boolean };
}

/** Character cell of the scene layer (monospace at 20 px, no extra line spacing), in pixels. */
const SCENE_CELL = { width: 12, height: 20 } as const;
const SCENE_MARK = '[ BED ]';

/**
 * A landmark of the room (the bed) drawn where the camera would see it: it moves the other way
 * when the camera pans or tilts, so a viewer sees a move, not only a number change. Written as
 * blank lines and spaces because drawtext cannot be moved by a file, only re-read from one.
 */
export function sceneText(ptz: { pan: number; tilt: number }, width = 480, height = 270): string {
  const x = width / 2 - ptz.pan * 1.5 - (SCENE_MARK.length * SCENE_CELL.width) / 2;
  const y = height * 0.75 + ptz.tilt * 0.8;
  const column = Math.round(x / SCENE_CELL.width);
  const row = Math.round(y / SCENE_CELL.height);
  const columns = Math.floor(width / SCENE_CELL.width);
  const rows = Math.floor(height / SCENE_CELL.height);
  if (column < 0 || column + SCENE_MARK.length > columns || row < 0 || row >= rows) return '';
  return `${'\n'.repeat(row)}${' '.repeat(column)}${SCENE_MARK}`;
}

/** drawtext expands %{...} and treats a backslash as an escape: names must not do either. */
export function escapeDrawtext(text: string): string {
  return text.replace(/[\\%]/g, (c) => `\\${c}`);
}

const degrees = (value: number) => String(Math.round(value));

export function overlayText({ deviceName, roomName, ptz, volume, tv }: OverlayInfo): string {
  const speaker = [
    volume === undefined ? null : `Volume ${volume}`,
    tv ? `TV ${tv.power} ${escapeDrawtext(tv.input)}${tv.muted ? ' muted' : ''}` : null,
  ].filter((part): part is string => part !== null);
  return [
    escapeDrawtext(deviceName),
    `Room ${escapeDrawtext(roomName ?? 'N/A')}`,
    // Expanded by ffmpeg on every frame, so the picture itself shows it is live.
    '%{localtime:%H\\:%M\\:%S}  frame %{frame_num}',
    `PTZ pan ${degrees(ptz.pan)} tilt ${degrees(ptz.tilt)} zoom ${ptz.zoom}`,
    ...(speaker.length ? [speaker.join('  ')] : []),
  ].join('\n');
}
