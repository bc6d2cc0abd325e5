// The MLLP port takes whatever a network peer sends: random bytes, frames of garbage, frames that
// never end, frames far past the size limit, connections dropped mid-frame. None may crash the
// process or stop it answering: afterwards a well-formed message still gets its AA, and the
// garbage frames that did end were answered AR and recorded as unparseable.
import { connect, type Socket } from 'node:net';
import { Hl7Message } from '@medplum/core';
import { Hl7Client } from '@medplum/hl7';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.ts';
import { MLLP_MAX_FRAME_BYTES } from '../../src/adt/listener.ts';
import { testApp } from '../helpers.ts';

const VT = 0x0b;
const FS = 0x1c;
const CR = 0x0d;

let built: BuiltApp;
let port: number;

beforeAll(async () => {
  built = await testApp();
  port = await built.services.mllp.start(0, '127.0.0.1');
});

afterAll(async () => {
  await built.app.close();
});

/** Sends the bytes on a fresh connection; resolves with what came back once the peer closed or went quiet. */
function exchange(bytes: Buffer, quietMs = 150): Promise<{ reply: Buffer; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const done = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ reply: Buffer.concat(chunks), closedByServer });
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(() => done(false), quietMs);
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      quiet();
    });
    socket.on('close', () => done(true));
    socket.on('error', () => done(true));
    socket.on('connect', () => socket.write(bytes, quiet));
  });
}

const framed = (body: Buffer) => Buffer.concat([Buffer.from([VT]), body, Buffer.from([FS, CR])]);

async function stillAnswers(): Promise<void> {
  const client = new Hl7Client({ host: '127.0.0.1', port });
  try {
    const ack = await client.sendAndWait(Hl7Message.parse('MSH|^~\\&|FUZZ|MERCY|BEDSIDE|mercy-general|20260101120000||ADT^A08|FUZZ|P|2.5.1\rPID|1||NOSUCHMRN^^^MERCY^MR||Doe^Jane'), { timeoutMs: 5_000 });
    expect(ack.getSegment('MSA')?.getField(1)?.toString()).toBe('AE');
  } finally {
    await client.close();
  }
  expect((await built.app.inject({ url: '/sim/health' })).statusCode).toBe(200);
}

describe('MLLP listener under hostile input', () => {
  it('answers a framed garbage frame AR, records it as unparseable, and reads the next frame on that connection on its own', async () => {
    const next = framed(Buffer.from('MSH|^~\\&|FUZZ|MERCY|BEDSIDE|mercy-general|20260101120000||ADT^A08|AFTER|P|2.5.1\rPID|1||NOSUCHMRN^^^MERCY^MR||Doe^Jane'));
    const { reply } = await exchange(Buffer.concat([framed(Buffer.from('this is not hl7 at all')), next]), 1_000);
    const acks = reply.toString().split(String.fromCharCode(FS, CR)).filter((a) => a.includes('MSA|'));
    expect(acks).toHaveLength(2);
    expect(acks[0]).toMatch(/MSA\|AR\|\|Not an HL7 message/);
    expect(acks[1]).toMatch(/MSA\|AE\|AFTER\|/);
    const unparseable = built.services.store.data.adtMessages.at(-2);
    expect(unparseable).toMatchObject({ parse_status: 'unparseable', ack_code: 'AR', effect: 'Nothing changed' });
    await stillAnswers();
  });

  it('closes a connection whose frame passes the size limit, and keeps serving', async () => {
    const huge = Buffer.alloc(MLLP_MAX_FRAME_BYTES + 64 * 1024, 'A');
    huge[0] = VT;
    const { closedByServer } = await exchange(huge, 10_000);
    expect(closedByServer).toBe(true);
    await stillAnswers();
  });

  it('survives random bytes, random frames and connections dropped mid-frame', async () => {
    const before = JSON.stringify(built.services.store.data.patients);
    const chunk = fc.uint8Array({ minLength: 0, maxLength: 2048 });
    const samples = fc.sample(fc.oneof(
      chunk.map((b) => Buffer.from(b)),
      chunk.map((b) => framed(Buffer.from(b))),
      chunk.map((b) => framed(Buffer.concat([Buffer.from('MSH|^~\\&|'), Buffer.from(b)]))),
      chunk.map((b) => Buffer.concat([Buffer.from([VT]), Buffer.from(b)])),
    ), { seed: 13, numRuns: 60 });
    for (let i = 0; i < samples.length; i += 10) {
      await Promise.all(samples.slice(i, i + 10).map((bytes) => exchange(bytes, 30)));
    }
    expect(JSON.stringify(built.services.store.data.patients)).toBe(before);
    await stillAnswers();
  });
});
