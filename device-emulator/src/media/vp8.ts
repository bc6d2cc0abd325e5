// VP8 over RTP (RFC 7741): enough parsing to know where a keyframe starts, so a new viewer can be
// sent the packets since the last keyframe and see a picture at once.

/** True when this RTP payload is the first packet of a VP8 keyframe. */
export function isVp8KeyframeStart(payload: Uint8Array): boolean {
  const first = payload[0];
  if (first === undefined) return false;
  const startOfPartition = (first & 0x10) !== 0;
  const partitionId = first & 0x07;
  if (!startOfPartition || partitionId !== 0) return false;
  let offset = 1;
  if (first & 0x80) {
    const extension = payload[offset] ?? 0;
    offset += 1;
    if (extension & 0x80) offset += ((payload[offset] ?? 0) & 0x80) ? 2 : 1; // picture id, 7 or 15 bits
    if (extension & 0x40) offset += 1; // TL0PICIDX
    if (extension & 0x30) offset += 1; // TID / KEYIDX
  }
  const frameTag = payload[offset];
  // The frame tag's lowest bit is the inverse key frame flag: 0 means a keyframe.
  return frameTag !== undefined && (frameTag & 0x01) === 0;
}

/** The RTP header's fields this emulator reads: marker bit and where the payload starts. */
export function rtpPayloadOffset(packet: Uint8Array): number | null {
  if (packet.length < 12 || ((packet[0] ?? 0) >> 6) !== 2) return null;
  const first = packet[0] ?? 0;
  let offset = 12 + (first & 0x0f) * 4;
  if (first & 0x10) {
    const words = ((packet[offset + 2] ?? 0) << 8) | (packet[offset + 3] ?? 0);
    offset += 4 + words * 4;
  }
  return offset <= packet.length ? offset : null;
}

export const rtpSequence = (packet: Uint8Array): number => ((packet[2] ?? 0) << 8) | (packet[3] ?? 0);

/** True when sequence number `a` comes after `b`, across the 16-bit wrap (RFC 3550). */
export const sequenceAfter = (a: number, b: number): boolean => a !== b && ((a - b + 0x10000) & 0xffff) < 0x8000;

export const rtpMarker = (packet: Uint8Array): boolean => ((packet[1] ?? 0) & 0x80) !== 0;

/** RTCP shares a port with RTP when ffmpeg sends both there; its packet types are 200-206. */
export const isRtcp = (packet: Uint8Array): boolean => {
  const type = packet[1] ?? 0;
  return type >= 200 && type <= 206;
};

/**
 * Where the VP8 payload descriptor's PictureID sits (RFC 7741 §4.2): its offset in the payload and
 * its width, 7 or 15 bits; null when the packet carries none.
 */
export function vp8PictureId(payload: Uint8Array): { offset: number; bits: 7 | 15 } | null {
  const first = payload[0] ?? 0;
  if (!(first & 0x80) || !((payload[1] ?? 0) & 0x80) || payload.length < 3) return null;
  return { offset: 2, bits: (payload[2] ?? 0) & 0x80 ? 15 : 7 };
}

/** Writes `id` (wrapped to the field's width) into the payload's PictureID, in place. */
export function setVp8PictureId(payload: Buffer, id: number): void {
  const field = vp8PictureId(payload);
  if (!field) return;
  if (field.bits === 7) payload[field.offset] = id & 0x7f;
  else payload.writeUInt16BE(0x8000 | (id & 0x7fff), field.offset);
}

/** Where a packet's 7-bit PictureID byte sits; null when it has none or a 15-bit one. */
function shortPictureIdAt(packet: Buffer): number | null {
  const offset = rtpPayloadOffset(packet);
  const field = offset === null ? null : vp8PictureId(packet.subarray(offset));
  return offset === null || !field || field.bits === 15 ? null : offset + field.offset;
}

/**
 * The packet with its 7-bit PictureID widened to 15 bits, holding `id` (by default the value it
 * had); other packets as they are. ffmpeg's VP8 RTP output carries 7-bit PictureIDs, which wrap
 * every 128 frames, and Chromium reads PictureIDs as 15-bit: after each wrap a frame referred to
 * one that never came, so the frames up to the next keyframe were never decoded (a wall tile got
 * 13.8-14.7 of 15 frames a second with no packet lost). 15 bits is what browsers send themselves.
 */
export function withLongPictureId(packet: Buffer, id?: number): Buffer {
  const at = shortPictureIdAt(packet);
  if (at === null) return packet;
  const wide = (id ?? (packet[at] ?? 0) & 0x7f) & 0x7fff;
  return Buffer.concat([packet.subarray(0, at), Buffer.from([0x80 | (wide >> 8), wide & 0xff]), packet.subarray(at + 1)]);
}

/**
 * A live stream's 7-bit PictureIDs (ffmpeg's camera) as a running 15-bit count: widened, and
 * counted on across each wrap of the 7 bits, so the PictureID never steps back (see above).
 */
export class LongPictureIds {
  private last: number | null = null;
  private count = 0;

  next(packet: Buffer): Buffer {
    const at = shortPictureIdAt(packet);
    if (at === null) return packet;
    const short = (packet[at] ?? 0) & 0x7f;
    // The packets of one frame share its PictureID: the count moves on only with a new frame, by as
    // many as the 7 bits moved, so a frame that never came stays missing (the browser waits for a
    // keyframe rather than decode against it). One camera is one ffmpeg run: its count never restarts.
    this.count = this.last === null ? short : (this.count + ((short - this.last) & 0x7f)) & 0x7fff;
    this.last = short;
    return withLongPictureId(packet, this.count);
  }
}
