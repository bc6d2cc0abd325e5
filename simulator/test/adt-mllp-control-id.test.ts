// A message without MSH-10 (message control id) was applied and answered AA with an empty MSA-2,
// which no sender can pair with what it sent. It is now rejected (AR) naming the missing field in
// MSA-3 and ERR, and nothing is applied. Sent over a plain socket: @medplum/hl7's client sends
// nothing without MSH-10, which is also why Test ADT Feed refuses it on its field.
import { beforeAll, expect, it } from 'vitest';
import { appPerFile } from './app-per-file.ts';
import { sendOverMllp } from './mllp-client.ts';
import { SYSADMIN } from './helpers.ts';

const { app, call } = appPerFile();
let port: number;
beforeAll(async () => { port = await app().services.mllp.start(0, '127.0.0.1'); });

const a04 = (control: string, mrn: string) => [
  `MSH|^~\\&|EPIC|MERCY|BEDSIDE|mercy-general|20260101120000||ADT^A04|${control}|P|2.5.1`,
  'EVN|A04|20260101120000', `PID|1||${mrn}^^^MERCY^MR||Nocontrol^Avery||19840309`, 'PV1|1|O|',
].join('\r');

/** Sends one frame and answers the ACK's segments, each split into its fields. */
async function send(message: string): Promise<Map<string, string[]>> {
  const ack = await sendOverMllp(port, message);
  return new Map(ack.split('\r').filter(Boolean).map((segment) => [segment.slice(0, 3), segment.split('|')]));
}

const registered = (mrn: string) => app().services.store.data.patients.some((p) => p.mrn === mrn);

it('rejects a message without MSH-10 (AR), naming the field in MSA-3 and ERR, and applies nothing', async () => {
  for (const [control, mrn] of [['', 'NOCTRL-1'], ['   ', 'NOCTRL-2']] as const) {
    const ack = await send(a04(control, mrn));
    const msa = ack.get('MSA')!;
    expect(msa[1]).toBe('AR');
    expect(msa[3]).toMatch(/^MSH-10 \(message control id\) is empty/);
    // ERR-2 where (MSH-10), ERR-3 table 0357's 101 (required field missing).
    expect(ack.get('ERR')?.slice(2, 4)).toEqual(['MSH^1^10', expect.stringMatching(/^101\^MSH-10 \(message control id\) is empty/)]);
    expect(registered(mrn)).toBe(false);
    const kept = app().services.store.data.adtMessages.at(-1)!;
    expect(kept).toMatchObject({ control_id: null, ack_code: 'AR', effect: 'Nothing changed' });
  }
  // The same message with a control id is applied, and its ACK echoes it.
  const ack = await send(a04('CTRL-OK', 'NOCTRL-3'));
  expect(ack.get('MSA')?.slice(1, 3)).toEqual(['AA', 'CTRL-OK']);
  expect(registered('NOCTRL-3')).toBe(true);
});

it('Test ADT Feed refuses a pasted message without MSH-10 on its field (400), not as an unanswered listener (502)', async () => {
  const sent = await call('POST', '/adt_test_feed/send', SYSADMIN, { message: a04('', 'NOCTRL-4') });
  expect(sent.status).toBe(400);
  expect(sent.body.details).toMatchObject([{ field: 'body.message', message: expect.stringMatching(/^MSH-10 \(message control id\) is empty/) }]);
  expect(registered('NOCTRL-4')).toBe(false);
});
