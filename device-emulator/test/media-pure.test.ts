import { describe, expect, it } from 'vitest';
import { dropsPacket, noFaults } from '../src/media/faults.ts';
import { cameraArgs } from '../src/media/ffmpeg-args.ts';
import { KeyframeCache } from '../src/media/keyframe-cache.ts';
import { escapeDrawtext, overlayText, sceneText } from '../src/media/overlay-text.ts';
import { isRtcp, isVp8KeyframeStart, rtpMarker, rtpPayloadOffset } from '../src/media/vp8.ts';

/** An RTP packet (version 2, no CSRC or extension) carrying a VP8 payload as ffmpeg writes it. */
function vp8Packet({ seq, keyframe, start = true, marker = false }: { seq: number; keyframe: boolean; start?: boolean; marker?: boolean }): Buffer {
  const header = Buffer.alloc(12);
  header[0] = 0x80;
  header[1] = (marker ? 0x80 : 0) | 96;
  header.writeUInt16BE(seq, 2);
  // X=1 S=start PartID=0; I=1; 15-bit picture id; then the VP8 frame tag (bit 0: 0 = keyframe).
  const descriptor = Buffer.from([0x80 | (start ? 0x10 : 0), 0x80, 0x80 | (seq >> 8 & 0x7f), seq & 0xff, keyframe ? 0x10 : 0x11, 0x02, 0x00]);
  return Buffer.concat([header, descriptor]);
}

describe('VP8 over RTP', () => {
  it('finds the payload, the marker and a keyframe start', () => {
    const key = vp8Packet({ seq: 1, keyframe: true, marker: true });
    expect(rtpPayloadOffset(key)).toBe(12);
    expect(rtpMarker(key)).toBe(true);
    expect(isVp8KeyframeStart(key.subarray(12))).toBe(true);
    expect(isVp8KeyframeStart(vp8Packet({ seq: 2, keyframe: false }).subarray(12))).toBe(false);
    // A continuation packet of a keyframe is not its start.
    expect(isVp8KeyframeStart(vp8Packet({ seq: 3, keyframe: true, start: false }).subarray(12))).toBe(false);
  });

  it('skips header extensions and tells RTCP apart', () => {
    const withExtension = Buffer.concat([Buffer.from([0x90, 96, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0xbe, 0xde, 0, 1, 0x10, 0xaa, 0, 0]), Buffer.from([0x10, 0x00])]);
    expect(rtpPayloadOffset(withExtension)).toBe(20);
    expect(isVp8KeyframeStart(withExtension.subarray(20))).toBe(true);
    expect(rtpPayloadOffset(Buffer.from([0x40, 0, 0]))).toBeNull();
    expect(isRtcp(Buffer.from([0x80, 200, 0, 6]))).toBe(true);
    expect(isRtcp(vp8Packet({ seq: 1, keyframe: true, marker: true }))).toBe(false);
  });
});

describe('keyframe cache', () => {
  it('holds the packets since the last keyframe, and nothing before the first', () => {
    const cache = new KeyframeCache();
    cache.push(vp8Packet({ seq: 1, keyframe: false }));
    expect(cache.snapshot()).toHaveLength(0);
    const key = vp8Packet({ seq: 2, keyframe: true });
    const next = vp8Packet({ seq: 3, keyframe: false });
    cache.push(key);
    cache.push(next);
    expect(cache.snapshot()).toEqual([key, next]);
    const newer = vp8Packet({ seq: 4, keyframe: true });
    cache.push(newer);
    expect(cache.snapshot()).toEqual([newer]);
  });
});

describe('overlay text', () => {
  it('shows device, room, a live clock and frame counter, and the PTZ position', () => {
    const text = overlayText({ deviceName: 'Room N-301 Camera', roomName: 'N-301', ptz: { pan: 12, tilt: -3, zoom: 150 } });
    expect(text.split('\n')).toEqual([
      'Room N-301 Camera',
      'Room N-301',
      '%{localtime:%H\\:%M\\:%S}  frame %{frame_num}',
      'PTZ pan 12 tilt -3 zoom 150',
    ]);
    expect(overlayText({ deviceName: 'Cart', roomName: null, ptz: { pan: 0, tilt: 0, zoom: 0 } })).toContain('Room N/A');
  });

  it('rounds the camera position and adds the speaker volume and the TV state when known', () => {
    const text = overlayText({ deviceName: 'Cam', roomName: 'N-1', ptz: { pan: 12.4, tilt: -2.6, zoom: 3 }, volume: 80, tv: { power: 'on', input: 'input_hdmi2', muted: true } });
    expect(text.split('\n').slice(3)).toEqual(['PTZ pan 12 tilt -3 zoom 3', 'Volume 80  TV on input_hdmi2 muted']);
  });

  it('draws the room landmark where the camera points: the other way of a pan or tilt, gone when out of view', () => {
    const place = (text: string) => ({ row: text.split('\n').length - 1, column: text.split('\n').at(-1)?.indexOf('[') ?? -1 });
    const home = place(sceneText({ pan: 0, tilt: 0 }));
    const right = place(sceneText({ pan: 30, tilt: 0 }));
    const up = place(sceneText({ pan: 0, tilt: 20 }));
    expect(right.column).toBeLessThan(home.column);
    expect(right.row).toBe(home.row);
    expect(up.row).toBeGreaterThan(home.row);
    expect(sceneText({ pan: 170, tilt: 0 })).toBe('');
  });

  it('escapes what drawtext would expand in a name', () => {
    expect(escapeDrawtext('100% \\ok')).toBe('100\\% \\\\ok');
  });
});

describe('ffmpeg command line', () => {
  it('encodes cheap realtime VP8 and Opus to the two loopback ports, overlay re-read each frame', () => {
    const args = cameraArgs({ overlayFile: "/tmp/it's/device-1.txt", videoPort: 40000, audioPort: 40002, fontFile: '/fonts/mono.ttf' });
    const joined = args.join(' ');
    expect(joined).toContain('color=c=0x1d4e5f:s=480x270:r=15');
    expect(joined).toContain("textfile='/tmp/it'\\''s/device-1.txt':reload=1");
    expect(joined).toContain("fontfile='/fonts/mono.ttf'");
    expect(args).toEqual(expect.arrayContaining(['libvpx', 'realtime', 'libopus']));
    expect(args.at(args.indexOf('-cpu-used') + 1)).toBe('8');
    expect(args.filter((a) => a.startsWith('rtp://'))).toEqual([
      'rtp://127.0.0.1:40000?pkt_size=1200&connect=1&rtcpport=40000',
      'rtp://127.0.0.1:40002?pkt_size=1200&connect=1&rtcpport=40002',
    ]);
    expect(cameraArgs({ overlayFile: '/o.txt', videoPort: 1, audioPort: 2, fontFile: null }).join(' ')).toContain('font=monospace');
    // The black fault's layer: a reloaded file whose box, once it holds a character, covers the frame.
    const black = cameraArgs({ overlayFile: '/o.txt', blackFile: '/o.txt.black', videoPort: 1, audioPort: 2, fontFile: null }).join(' ');
    expect(black).toContain("textfile='/o.txt.black':reload=1:fontsize=8:fontcolor=black:box=1:boxcolor=black:boxborderw=750");
  });
});

describe('packet loss fault', () => {
  it('drops the given percent of packets and none without the fault', () => {
    let i = 0;
    const evenly = () => ((i++ % 100) + 0.5) / 100;
    const dropped = Array.from({ length: 1000 }, () => dropsPacket({ ...noFaults, packet_loss: 30 }, evenly)).filter(Boolean).length;
    expect(dropped).toBe(300);
    expect(dropsPacket(noFaults, () => 0)).toBe(false);
  });
});
