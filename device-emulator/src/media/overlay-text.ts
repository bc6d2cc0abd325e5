// The text burnt into a device's synthetic video: who it is, where, that it is live (clock and
// frame counter) and where its camera points. ffmpeg's drawtext re-reads it every frame.

export interface OverlayInfo {
  deviceName: string;
  roomName: string | null;
  ptz: { pan: number; tilt: number; zoom: number };
}

/** drawtext expands %{...} and treats a backslash as an escape: names must not do either. */
export function escapeDrawtext(text: string): string {
  return text.replace(/[\\%]/g, (c) => `\\${c}`);
}

export function overlayText({ deviceName, roomName, ptz }: OverlayInfo): string {
  return [
    escapeDrawtext(deviceName),
    `Room ${escapeDrawtext(roomName ?? 'N/A')}`,
    // Expanded by ffmpeg on every frame, so the picture itself shows it is live.
    '%{localtime:%H\\:%M\\:%S}  frame %{frame_num}',
    `PTZ pan ${ptz.pan} tilt ${ptz.tilt} zoom ${ptz.zoom}`,
  ].join('\n');
}
