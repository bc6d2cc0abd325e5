// What a peer can make the MLLP listener hold (found by the hostile-input sweep): connections
// opened and left silent shut every sender out while they stayed open, and a message's header was
// kept whole in ADT Messages (a 900 KB control id, 10,000 messages kept).
import { connect, type Socket } from 'node:net';
import { Hl7Message } from '@medplum/core';
import { Hl7Client } from '@medplum/hl7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { KEPT_FIELD_CHARS } from '../src/adt/receive.ts';
import { testApp } from './helpers.ts';

let built: BuiltApp;
let port: number;
beforeAll(async () => {
  built = await testApp();
  port = await built.services.mllp.start(0, '127.0.0.1');
  built.services.mllp.limits = { maxConnections: 4, evictSilentMs: 300, idleMs: 60_000 };
});
afterAll(async () => { await built.app.close(); });

const opened = () => new Promise<Socket>((resolve, reject) => {
  const socket = connect(port, '127.0.0.1', () => resolve(socket));
  socket.on('error', reject);
});
const closedWithin = (socket: Socket, ms: number) => new Promise<boolean>((resolve) => {
  if (socket.destroyed) return resolve(true);
  const timer = setTimeout(() => resolve(false), ms);
  socket.once('close', () => { clearTimeout(timer); resolve(true); });
});
const a04 = (controlId: string, mrn: string) => Hl7Message.parse([
  `MSH|^~\\&|EPIC|MERCY|BEDSIDE|mercy-general|20260101120000||ADT^A04|${controlId}|P|2.5.1`,
  'EVN|A04|20260101120000',
  `PID|1||${mrn}^^^MERCY^MR||Limits^Avery||19840309`,
  'PV1|1|O|',
].join('\r'));

async function sendOnce(message: Hl7Message): Promise<string> {
  const client = new Hl7Client({ host: '127.0.0.1', port });
  try {
    const ack = await client.sendAndWait(message, { timeoutMs: 5_000 });
    return ack.getSegment('MSA')?.getField(1)?.toString() ?? '';
  } finally {
    await client.close();
  }
}

describe('MLLP limits', () => {
  it('silent connections at the limit make room for a sender; a new one is refused while they are fresh', async () => {
    const silent = await Promise.all([1, 2, 3, 4].map(opened));
    // All four just opened: the fifth is refused, as before.
    expect(await closedWithin(await opened(), 1_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await sendOnce(a04('LIMITS1', 'LIM-001'))).toBe('AA');
    expect((await Promise.all(silent.map((s) => closedWithin(s, 0)))).filter(Boolean).length).toBeGreaterThanOrEqual(1);
    for (const socket of silent) socket.destroy();
  });

  it('connections trickling bytes that end no message make room for a sender as silent ones do', async () => {
    const tricklers = await Promise.all([1, 2, 3, 4].map(opened));
    const trickle = setInterval(() => { for (const s of tricklers) if (!s.destroyed) s.write('M'); }, 100);
    try {
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await sendOnce(a04('LIMITS3', 'LIM-003'))).toBe('AA');
    } finally {
      clearInterval(trickle);
      for (const socket of tricklers) socket.destroy();
    }
  });

  it(`keeps at most ${KEPT_FIELD_CHARS} characters of a header field in ADT Messages`, async () => {
    const huge = 'C'.repeat(100_000);
    expect(await sendOnce(a04(huge, 'LIM-002'))).toMatch(/^A[AER]$/);
    const kept = built.services.store.data.adtMessages.at(-1)!;
    expect(kept.control_id!.length).toBeLessThanOrEqual(KEPT_FIELD_CHARS);
    expect(kept.control_id!.startsWith('CCCC')).toBe(true);
  });

  it('refuses an MRN the patient form could not hold (AE), and registers nobody', async () => {
    const patients = built.services.store.data.patients.length;
    for (const mrn of [' spaced mrn ü=1+1 ', 'M'.repeat(21)]) expect(await sendOnce(a04(`MRN${mrn.length}`, mrn))).toBe('AE');
    expect(built.services.store.data.patients.length).toBe(patients);
    expect(await sendOnce(a04('MRNOK', 'ADT-MRN-20-CHARS-OK1'))).toBe('AA');
  });
});
