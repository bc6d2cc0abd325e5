// MLLP framing (HL7 v2's Minimal Lower Layer Protocol): each message travels as VT, the message,
// FS CR. A TCP read is no frame: one read may hold several frames, a frame may span reads, and its
// FS and CR may arrive apart. @medplum/hl7's connection took a read ending in FS CR for one whole
// frame, so back-to-back messages in one write were lost without an ACK, or merged into the next
// one's (a patient admitted into the next message's room; API and requests QA).

export const VT = 0x0b;
export const FS = 0x1c;
export const CR = 0x0d;

/** A frame longer than the limit (its end not yet come): the sender is cut off. */
export class FrameTooLarge extends Error {}

export class MllpFramer {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes: number) {}

  /**
   * The contents of every frame that `chunk` completes, in order. Bytes before a frame's VT are not
   * part of it; a sender that leaves out the VT still has its message read up to FS CR.
   */
  push(chunk: Buffer): Buffer[] {
    let buffer = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const frames: Buffer[] = [];
    for (let end = endOf(buffer); end !== -1; end = endOf(buffer)) {
      const body = buffer.subarray(0, end);
      const start = body.indexOf(VT);
      const content = start === -1 ? body : body.subarray(start + 1);
      if (content.length) frames.push(content);
      buffer = buffer.subarray(end + 2);
    }
    if (buffer.length > this.maxFrameBytes) throw new FrameTooLarge(`frame over ${this.maxFrameBytes} bytes`);
    // A copy: the rest of a large read is not kept alive through a view of it.
    this.pending = Buffer.from(buffer);
    return frames;
  }
}

/** Where the first FS CR starts, or -1. */
function endOf(buffer: Buffer): number {
  for (let at = buffer.indexOf(FS); at !== -1; at = buffer.indexOf(FS, at + 1)) {
    if (buffer[at + 1] === CR) return at;
  }
  return -1;
}

/** A message as a frame. */
export function frame(text: string): Buffer {
  const body = Buffer.from(text, 'utf8');
  return Buffer.concat([Buffer.from([VT]), body, Buffer.from([FS, CR])]);
}
