// The ACK is written in the message's own field separator and encoding characters (MSH-1, MSH-2),
// as its sender reads it: a message sent with # as its field separator was answered with the
// library's MSA (in #) and ours (in |) one after the other, so the sender read two MSA segments and
// the reason in neither, and an ERR in | was one field. Field text is read with the message's own
// escape character too, each escape once. Sent over a plain socket, to read the ACK as written.
import { Hl7Message } from '@medplum/core';
import { beforeAll, expect, it } from 'vitest';
import { appPerFile } from './app-per-file.ts';
import { sendOverMllp } from './mllp-client.ts';
import { SYSADMIN } from './helpers.ts';

const { app, call } = appPerFile();
let port: number;
beforeAll(async () => { port = await app().services.mllp.start(0, '127.0.0.1'); });

interface Sent { event?: string; control?: string; mrn: string; name?: string; location?: string }

const adt = ({ event = 'A04', control = `TXT-${event}`, mrn, name = 'Textpatient^Avery', location = '' }: Sent) => [
  `MSH|^~\\&|EPIC|MERCY|BEDSIDE|mercy-general|20260101120000||ADT^${event}^ADT_A01|${control}|P|2.5.1`,
  `EVN|${event}|20260101120000`, `PID|1||${mrn}^^^MERCY^MR||${name}||19840309`, `PV1|1|O|${location}`,
].join('\r');

/** Sends one frame and answers the ACK's segments as written. */
const send = async (message: string) => (await sendOverMllp(port, message)).split('\r').filter(Boolean);

const registered = (mrn: string) => app().services.store.data.patients.find((p) => p.mrn === mrn);

it('answers in the message\'s own field separator and encoding characters (MSH-1, MSH-2)', async () => {
  const hashed = adt({ mrn: 'TXT-HASH-1' }).replace(/\|/g, '#');
  const accepted = await send(hashed);
  expect(accepted).toHaveLength(2);
  expect(accepted[0]).toMatch(/^MSH#\^~\\&#BEDSIDE#mercy-general#EPIC#MERCY#\d{14}##ACK\^A04\^ACK#\d+#P#2\.5\.1$/);
  expect(accepted[1]).toBe('MSA#AA#TXT-A04#Message accepted');
  expect(registered('TXT-HASH-1')).toBeDefined();

  // Another component separator (!) and escape character ($): the reason quotes a room whose name
  // holds the field separator, sent escaped ($F$), and the ACK escapes it again in its own way.
  const own = adt({ event: 'A01', mrn: 'TXT-HASH-2', location: 'ICU 9!Z$F$9!1' })
    .replace(/\|/g, '#').replace(/\^/g, '!').replace('MSH#!~\\&#', () => 'MSH#!~$&#');
  const refused = await send(own);
  expect(refused).toHaveLength(3);
  expect(refused[0]).toMatch(/^MSH#!~\$&#BEDSIDE#mercy-general#EPIC#MERCY#\d{14}##ACK!A01!ACK#/);
  const reason = 'Unknown room Z$F$9 (unit ICU 9) in Mercy General Hospital';
  expect(refused[1]).toBe(`MSA#AE#TXT-A01#${reason}`);
  expect(refused[2]).toBe(`ERR##PV1!1!3#103!${reason}!HL70357#E####${reason}`);
  // The sender's HL7 library reads it so.
  const read = Hl7Message.parse(refused.join('\r'));
  expect(read.getSegment('ERR')?.getField(3)?.getComponent(1)).toBe('103');
  expect(registered('TXT-HASH-2')).toBeUndefined();
});

it('Test ADT Feed reads the reason of an ACK written in the message\'s own separators', async () => {
  const message = adt({ event: 'A01', control: 'TXT-FEED', mrn: 'TXT-HASH-3', location: 'ICU 9^Z\\F\\9^1' }).replace(/\|/g, '#');
  const sent = await call('POST', '/adt_test_feed/send', SYSADMIN, { message });
  expect(sent.status).toBe(200);
  expect(sent.body).toMatchObject({ ack_code: 'AE', control_id: 'TXT-FEED', ack_text: 'Unknown room Z#9 (unit ICU 9) in Mercy General Hospital' });
});

it('reads each escape once, with the message\'s own escape character', async () => {
  // \E\ is the backslash itself, so O\E\T\E\Brien is O\T\Brien: it was read twice, as O&Brien.
  expect((await send(adt({ mrn: 'TXT-ESC-1', name: 'O\\E\\T\\E\\Brien^Sean' })))[1]).toBe('MSA|AA|TXT-A04|Message accepted');
  expect(registered('TXT-ESC-1')?.display_name).toBe('Sean O\\T\\Brien');
  // With $ as the escape character, $T$ is the subcomponent separator (&) and \T\ is text.
  const own = adt({ mrn: 'TXT-ESC-2', name: 'O$T$Brien^Sean\\T\\' }).replace('MSH|^~\\&|', () => 'MSH|^~$&|');
  expect((await send(own))[1]).toBe('MSA|AA|TXT-A04|Message accepted');
  expect(registered('TXT-ESC-2')?.display_name).toBe('Sean\\T\\ O&Brien');
});
