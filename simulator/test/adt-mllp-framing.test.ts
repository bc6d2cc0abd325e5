// MLLP framing (requests and API QA): messages written back to back in one TCP write were lost but
// the first, with no ACK; a frame whose FS and CR arrived in two reads waited for the next message
// and merged with it. Each frame is now read and answered on its own, however the reads fall.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { CR, frame, FrameTooLarge, FS, MllpFramer, VT } from '../src/adt/mllp-framer.ts';
import { testApp } from './helpers.ts';

const text = (frames: Buffer[]) => frames.map((f) => f.toString('utf8'));

describe('MLLP framer', () => {
  it('reads every frame of one chunk, a frame over several chunks, and FS and CR apart', () => {
    const framer = new MllpFramer(1_000);
    expect(text(framer.push(Buffer.concat([frame('ONE'), frame('TWO'), frame('THR')])))).toEqual(['ONE', 'TWO', 'THR']);
    const split = frame('FOUR');
    expect(framer.push(split.subarray(0, 3))).toEqual([]);
    expect(framer.push(split.subarray(3, split.length - 1))).toEqual([]);
    expect(text(framer.push(split.subarray(split.length - 1)))).toEqual(['FOUR']);
  });

  it('leaves out bytes before a VT, reads a frame without one, and cuts off an endless frame', () => {
    const framer = new MllpFramer(10);
    expect(text(framer.push(Buffer.concat([Buffer.from('junk'), frame('A'), Buffer.from('B'), Buffer.from([FS, CR])])))).toEqual(['A', 'B']);
    expect(() => framer.push(Buffer.concat([Buffer.from([VT]), Buffer.alloc(11, 0x41)]))).toThrow(FrameTooLarge);
  });
});

describe('MLLP listener framing', () => {
  let built: BuiltApp;
  let port: number;
  beforeAll(async () => {
    built = await testApp();
    port = await built.services.mllp.start(0, '127.0.0.1');
  });
  afterAll(async () => { await built.app.close(); });

  const a04 = (control: string, mrn: string, location = '') => [
    `MSH|^~\\&|EPIC|MERCY|BEDSIDE|mercy-general|20260101120000||ADT^A04|${control}|P|2.5.1`,
    'EVN|A04|20260101120000', `PID|1||${mrn}^^^MERCY^MR||Framing^Avery||19840309`, `PV1|1|O|${location}`,
  ].join('\r');

  /** Opens a connection and reads ACKs (MSA-1 and MSA-2) as they come. */
  async function session(): Promise<{ socket: Socket; acks: () => Promise<string[]> }> {
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = connect(port, '127.0.0.1', () => resolve(s));
      s.on('error', reject);
    });
    const framer = new MllpFramer(1_000_000);
    const got: string[] = [];
    socket.on('data', (chunk: Buffer) => {
      for (const f of framer.push(chunk)) {
        const msa = f.toString('utf8').split('\r').find((segment) => segment.startsWith('MSA|'))?.split('|') ?? [];
        got.push(`${msa[1]} ${msa[2]}`);
      }
    });
    return { socket, acks: () => new Promise((resolve) => setTimeout(() => resolve([...got]), 300)) };
  }

  it('answers each of three messages written in one write, and applies each on its own', async () => {
    const { data } = built.services.store;
    const occupied = new Set(data.patients.filter((p) => p.status === 'active').map((p) => p.room_id));
    const room = data.rooms.find((r) => r.division_id === 1 && !occupied.has(r.id))!;
    const where = `${data.units.find((u) => u.id === room.unit_id)!.name}^${room.name}^1^^^^North Tower`;
    const { socket, acks } = await session();
    socket.write(Buffer.concat([frame(a04('FRAME-1', 'FRM-001')), frame(a04('FRAME-2', 'FRM-002', where)), frame(a04('FRAME-3', 'FRM-003'))]));
    expect(await acks()).toEqual(['AA FRAME-1', 'AA FRAME-2', 'AA FRAME-3']);
    const registered = (mrn: string) => built.services.store.data.patients.find((p) => p.mrn === mrn);
    expect(['FRM-001', 'FRM-002', 'FRM-003'].map((mrn) => registered(mrn) !== undefined)).toEqual([true, true, true]);
    // The first named no room: it is not given the next message's.
    expect(registered('FRM-001')?.room_id).toBeNull();
    expect(registered('FRM-002')?.room_id).toBe(room.id);
    socket.destroy();
  });

  it("answers a message whose FS and CR came in two writes, at once and alone", async () => {
    const { socket, acks } = await session();
    const whole = frame(a04('FRAME-4', 'FRM-004'));
    socket.write(whole.subarray(0, whole.length - 1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write(whole.subarray(whole.length - 1));
    expect(await acks()).toEqual(['AA FRAME-4']);
    socket.destroy();
  });
});
